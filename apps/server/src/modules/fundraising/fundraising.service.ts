import { AppError, fieldError } from '@cc/shared/errors/app-error';
import { isEventVisible } from '@cc/shared/events/events.schemas';
import {
  capTotalOf,
  computeOwed,
  OWED_CEILING,
  type PledgeBasis,
  type PledgeKind,
  type PledgeOwed,
  type PledgeScope,
} from '@cc/shared/fundraising/fundraising.money';
import type { Fundraising, FundraisingBody } from '@cc/shared/fundraising/fundraising.schemas';
import type { Db } from '../../db/client';
import type { AdminContext, SignedInContext } from '../../platform/context';
import { recordAudit } from '../audit';
import { type FundraisingViewer, kmOf, toPledge, toSettledPledge } from './fundraising.mapper';
import * as repo from './fundraising.repository';

/**
 * An event's fundraising (issue 24, decision 070): its cause, its pledges and the money
 * raised, computed from the maintained totals on every read so a late entry, an edit or a
 * deletion shows in the next answer, and the sum is the one a settlement freezes.
 */

/** The live figures of an event: every pledge with its basis and what it owes. */
export interface LiveFigures {
  pledges: repo.PledgeWithBasis[];
  owed: PledgeOwed[];
  raisedMinor: number;
  capTotalMinor: number | null;
}

/** Terms of a stored pledge as the money model reads them. */
function basisOf(p: repo.PledgeWithBasis): PledgeBasis {
  return {
    id: p.id,
    kind: p.kind as PledgeKind,
    scope: p.scope as PledgeScope,
    teamId: p.teamId,
    userId: p.userId,
    ratePerKmMinor: p.ratePerKmMinor,
    amountMinor: p.amountMinor,
    matchPercent: p.matchPercent,
    capMinor: p.capMinor,
    kmTenths: p.kmTenths,
  };
}

/** What the pledges owe now, and their sum. */
export function liveFiguresOf(pledges: repo.PledgeWithBasis[]): LiveFigures {
  const owed = computeOwed(pledges.map(basisOf));
  return {
    pledges,
    owed,
    raisedMinor: owed.reduce((sum, o) => sum + o.owedMinor, 0),
    capTotalMinor: capTotalOf(pledges),
  };
}

/** What every pledge of an event owes now, their sum and the event's kilometres (one statement). */
export async function computeLiveFigures(
  db: Db,
  eventId: string,
): Promise<LiveFigures & { eventKmTenths: number }> {
  const state = await repo.readFundraisingState(db, eventId, null);
  return {
    ...liveFiguresOf(state?.pledges ?? []),
    eventKmTenths: state?.eventKmTenths ?? 0,
  };
}

/**
 * What the asker's own kilometres added at the event-wide per-km rates (each rounded down
 * once); null when they have not joined the event.
 */
const OWED_LIMIT = BigInt(OWED_CEILING);

function contributionOf(myKmTenths: number | null, pledges: repo.PledgeWithBasis[]) {
  if (myKmTenths === null) return null;
  let sum = 0n;
  for (const p of pledges) {
    if (p.kind === 'perKm' && p.scope === 'event' && p.ratePerKmMinor !== null) {
      const added = (BigInt(p.ratePerKmMinor) * BigInt(myKmTenths)) / 10n;
      sum += added < OWED_LIMIT ? added : OWED_LIMIT;
    }
  }
  return Number(sum);
}

/** Payments by pledge, for administrators' answers. */
function paymentsByPledge(payments: repo.PaymentFacts[]) {
  const byPledge = new Map<string, repo.PaymentFacts[]>();
  for (const payment of payments) {
    const list = byPledge.get(payment.pledgeId) ?? [];
    list.push(payment);
    byPledge.set(payment.pledgeId, list);
  }
  return byPledge;
}

/**
 * GET /api/events/:id/fundraising: the money raised for the event's cause, for anyone who
 * may see the event. Live while the fundraising runs; once settled, the latest statement's
 * final figures. NOT_FOUND for an event without a cause (it shows nothing of this). A live
 * read is one prepared statement, with the payments for administrators.
 */
export async function getFundraising(ctx: SignedInContext, eventId: string): Promise<Fundraising> {
  const viewer: FundraisingViewer = { id: ctx.user.id, isAdmin: ctx.user.role === 'admin' };
  const state = await repo.readFundraisingState(ctx.db, eventId, ctx.user.id, viewer.isAdmin);
  if (!state || (!viewer.isAdmin && !isEventVisible(state.event))) {
    throw new AppError('NOT_FOUND');
  }
  const { cause } = state;
  if (!cause) throw new AppError('NOT_FOUND');
  const payments = paymentsByPledge(state.payments ?? []);
  const base = {
    eventId,
    currency: cause.currency,
    charityName: cause.charityName,
    charityUrl: cause.charityUrl,
    description: cause.description,
    settledAt: cause.settledAt === null ? null : new Date(cause.settledAt).toISOString(),
    myContributionMinor: contributionOf(state.myKmTenths, state.pledges),
  };
  if (cause.settledAt) {
    const found = await repo.findStatement(ctx.db, eventId);
    if (found) {
      return {
        ...base,
        raisedMinor: found.statement.raisedMinor,
        capTotalMinor: capTotalOf(found.lines),
        countedKm: kmOf(found.statement.kmTenths),
        pledges: found.lines.map((line) =>
          toSettledPledge(line, viewer, line.pledgeId ? (payments.get(line.pledgeId) ?? []) : []),
        ),
      };
    }
  }
  const live = liveFiguresOf(state.pledges);
  return {
    ...base,
    raisedMinor: live.raisedMinor,
    capTotalMinor: live.capTotalMinor,
    countedKm: kmOf(state.eventKmTenths),
    pledges: live.pledges.map((p, i) =>
      toPledge(p, live.owed[i]!, viewer, payments.get(p.id) ?? []),
    ),
  };
}

/**
 * PUT /api/events/:id/fundraising (admin): sets the event's cause and currency. Refused
 * with EVENT_SETTLED while settled (the statement's currency and cause are final), and the
 * currency with CURRENCY_LOCKED once pledges exist.
 */
export async function putFundraising(
  ctx: AdminContext,
  eventId: string,
  body: FundraisingBody,
): Promise<Fundraising> {
  await ctx.db.transaction(async (tx) => {
    const event = await repo.findEventFacts(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND');
    const cause = await repo.findFundraising(tx, eventId, true);
    if (cause?.settledAt) throw new AppError('EVENT_SETTLED');
    // Pledges' amounts are minor units of the currency they were made in.
    if (cause && cause.currency !== body.currency && (await repo.hasPledges(tx, eventId))) {
      throw fieldError('currency', 'CURRENCY_LOCKED');
    }
    // A PUT replaces the cause: what it leaves out is cleared.
    const values = {
      eventId,
      currency: body.currency,
      charityName: body.charityName,
      charityUrl: body.charityUrl || null,
      description: body.description ?? '',
    };
    await repo.upsertFundraising(tx, values);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'fundraising.update',
      objectType: 'fundraising',
      objectId: eventId,
      before: cause ?? null,
      after: cause ? { ...cause, ...values } : values,
    });
  });
  return getFundraising(ctx, eventId);
}
