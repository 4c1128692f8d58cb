import { AppError, fieldError } from '@cc/shared/errors/app-error';
import { isEventVisible } from '@cc/shared/events/events.schemas';
import {
  capTotalOf,
  computeOwed,
  type PledgeBasis,
  type PledgeKind,
  type PledgeOwed,
  type PledgeScope,
} from '@cc/shared/fundraising/fundraising.money';
import {
  type CreatePledgeBody,
  createPledgeBodySchema,
  type Fundraising,
  type FundraisingBody,
  missingPledgeFields,
  type Pledge,
  type PledgeInput,
  type UpdatePledgeBody,
} from '@cc/shared/fundraising/fundraising.schemas';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { AdminContext, SignedInContext } from '../../platform/context';
import { fieldCodesOf } from '../../platform/validation-fields';
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

/** What every pledge of an event owes now, and their sum (one statement). */
export async function computeLiveFigures(db: Db, eventId: string): Promise<LiveFigures> {
  const pledges = await repo.findPledgesWithBasis(db, eventId);
  const owed = computeOwed(pledges.map(basisOf));
  return {
    pledges,
    owed,
    raisedMinor: owed.reduce((sum, o) => sum + o.owedMinor, 0),
    capTotalMinor: capTotalOf(pledges),
  };
}

/** The event of a fundraising read: NOT_FOUND when the asker may not see it. */
async function findVisibleEvent(ctx: SignedInContext, eventId: string) {
  const event = await repo.findEventFacts(ctx.db, eventId);
  if (!event || (ctx.user.role !== 'admin' && !isEventVisible(event))) {
    throw new AppError('NOT_FOUND');
  }
  return event;
}

/**
 * What the asker's own kilometres added at the event-wide per-km rates (each rounded down
 * once); null when they have not joined the event.
 */
function contributionOf(myKmTenths: number | undefined, pledges: repo.PledgeWithBasis[]) {
  if (myKmTenths === undefined) return null;
  let sum = 0n;
  for (const p of pledges) {
    if (p.kind === 'perKm' && p.scope === 'event' && p.ratePerKmMinor !== null) {
      sum += (BigInt(p.ratePerKmMinor) * BigInt(myKmTenths)) / 10n;
    }
  }
  return Number(sum);
}

/** Payments by pledge, for administrators' answers. */
function paymentsByPledge(rows: Awaited<ReturnType<typeof repo.findPaymentsOfEvent>>) {
  const byPledge = new Map<string, repo.PaymentRow[]>();
  for (const { payment } of rows) {
    const list = byPledge.get(payment.pledgeId) ?? [];
    list.push(payment);
    byPledge.set(payment.pledgeId, list);
  }
  return byPledge;
}

/**
 * GET /api/events/:id/fundraising: the money raised for the event's cause, for anyone who
 * may see the event. Live while the fundraising runs; once settled, the latest statement's
 * final figures. NOT_FOUND for an event without a cause (it shows nothing of this).
 */
export async function getFundraising(ctx: SignedInContext, eventId: string): Promise<Fundraising> {
  await findVisibleEvent(ctx, eventId);
  const cause = await repo.findFundraising(ctx.db, eventId);
  if (!cause) throw new AppError('NOT_FOUND');
  const viewer: FundraisingViewer = { id: ctx.user.id, isAdmin: ctx.user.role === 'admin' };
  const [live, myKmTenths, paymentRows] = await Promise.all([
    computeLiveFigures(ctx.db, eventId),
    repo.findParticipantKmTenths(ctx.db, eventId, ctx.user.id),
    viewer.isAdmin ? repo.findPaymentsOfEvent(ctx.db, eventId) : Promise.resolve([]),
  ]);
  const payments = paymentsByPledge(paymentRows);
  const base = {
    eventId,
    currency: cause.currency,
    charityName: cause.charityName,
    charityUrl: cause.charityUrl,
    description: cause.description,
    settledAt: cause.settledAt?.toISOString() ?? null,
    myContributionMinor: contributionOf(myKmTenths, live.pledges),
  };
  if (cause.settledAt) {
    const found = await repo.findStatement(ctx.db, eventId);
    if (found) {
      const paid = new Map(live.pledges.map((p) => [p.id, p.paidMinor]));
      return {
        ...base,
        raisedMinor: found.statement.raisedMinor,
        capTotalMinor: capTotalOf(found.lines),
        countedKm: kmOf(found.statement.kmTenths),
        pledges: found.lines.map((line) =>
          toSettledPledge(
            line,
            viewer,
            line.pledgeId ? (paid.get(line.pledgeId) ?? 0) : 0,
            line.pledgeId ? (payments.get(line.pledgeId) ?? []) : [],
          ),
        ),
      };
    }
  }
  return {
    ...base,
    raisedMinor: live.raisedMinor,
    capTotalMinor: live.capTotalMinor,
    countedKm: kmOf(await repo.findEventKmTenths(ctx.db, eventId)),
    pledges: live.pledges.map((p, i) =>
      toPledge(p, live.owed[i]!, viewer, payments.get(p.id) ?? []),
    ),
  };
}

/**
 * PUT /api/events/:id/fundraising (admin): sets the event's cause and currency. Refused
 * with EVENT_SETTLED while settled: the statement's currency and cause are final.
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
    await repo.upsertFundraising(tx, {
      eventId,
      currency: body.currency,
      charityName: body.charityName,
      charityUrl: body.charityUrl || null,
      description: body.description ?? cause?.description ?? '',
    });
  });
  return getFundraising(ctx, eventId);
}

/**
 * Runs a pledge write of an event under the lock of its cause: NOT_FOUND for no event,
 * FUNDRAISING_NOT_SET without a cause, EVENT_SETTLED once settled (a settle waits for the
 * write and a write for the settle).
 */
async function withOpenFundraising<T>(
  ctx: AdminContext,
  eventId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const event = await repo.findEventFacts(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND');
    const cause = await repo.findFundraising(tx, eventId, true);
    if (!cause) throw new AppError('FUNDRAISING_NOT_SET');
    if (cause.settledAt) throw new AppError('EVENT_SETTLED');
    return work(tx);
  });
}

/**
 * The stored columns of a pledge: only the terms its kind and scope use (the others are
 * cleared), after the per-kind check and the check that its team or participant is in the
 * event (TEAM_NOT_IN_EVENT, USER_NOT_IN_EVENT).
 */
async function pledgeColumns(tx: Db, eventId: string, p: PledgeInput) {
  const missing = missingPledgeFields(p);
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', Object.fromEntries(missing.map(([f, c]) => [f, [c]])));
  }
  if (p.scope === 'team' && !(await repo.isTeamInEvent(tx, eventId, p.teamId!))) {
    throw fieldError('teamId', 'TEAM_NOT_IN_EVENT');
  }
  if (p.scope === 'participant' && !(await repo.isUserInEvent(tx, eventId, p.userId!))) {
    throw fieldError('userId', 'USER_NOT_IN_EVENT');
  }
  return {
    sponsorName: p.sponsorName,
    sponsorEmail: p.sponsorEmail || null,
    kind: p.kind,
    scope: p.scope,
    teamId: p.scope === 'team' ? p.teamId! : null,
    userId: p.scope === 'participant' ? p.userId! : null,
    ratePerKmMinor: p.kind === 'perKm' ? p.ratePerKmMinor! : null,
    amountMinor: p.kind === 'fixed' ? p.amountMinor! : null,
    matchPercent: p.kind === 'match' ? p.matchPercent! : null,
    capMinor: p.kind === 'fixed' ? null : (p.capMinor ?? null),
  };
}

/** One pledge as an administrator sees it, with what it owes now. */
async function getAdminPledge(ctx: AdminContext, eventId: string, pledgeId: string) {
  const answer = await getFundraising(ctx, eventId);
  const pledge = answer.pledges.find((p) => p.id === pledgeId);
  if (!pledge) throw new AppError('NOT_FOUND');
  return pledge;
}

/** POST /api/events/:id/pledges (admin): adds a sponsor's pledge. */
export async function createPledge(
  ctx: AdminContext,
  eventId: string,
  body: CreatePledgeBody,
): Promise<Pledge> {
  const id = newId();
  await withOpenFundraising(ctx, eventId, async (tx) => {
    const columns = await pledgeColumns(tx, eventId, body);
    await repo.insertPledge(tx, { id, eventId, ...columns });
  });
  return getAdminPledge(ctx, eventId, id);
}

/**
 * PATCH /api/events/:id/pledges/:pledgeId (admin): changes a pledge's terms; the merged
 * pledge passes the create checks. Another event's pledge is NOT_FOUND.
 */
export async function updatePledge(
  ctx: AdminContext,
  eventId: string,
  pledgeId: string,
  body: UpdatePledgeBody,
): Promise<Pledge> {
  await withOpenFundraising(ctx, eventId, async (tx) => {
    const stored = await repo.findPledge(tx, eventId, pledgeId);
    if (!stored) throw new AppError('NOT_FOUND');
    const merged = createPledgeBodySchema.safeParse({
      ...withoutNulls(stored),
      ...body,
    });
    if (!merged.success) {
      throw new AppError('VALIDATION_FAILED', fieldCodesOf(merged.error.issues));
    }
    await repo.updatePledge(tx, pledgeId, await pledgeColumns(tx, eventId, merged.data));
  });
  return getAdminPledge(ctx, eventId, pledgeId);
}

/** The stored terms a merge starts from: what is set, in the body's field names. */
function withoutNulls(row: repo.PledgeRow): Partial<PledgeInput> {
  const terms: Partial<PledgeInput> = {
    sponsorName: row.sponsorName,
    kind: row.kind as PledgeKind,
    scope: row.scope as PledgeScope,
  };
  if (row.sponsorEmail) terms.sponsorEmail = row.sponsorEmail;
  if (row.teamId) terms.teamId = row.teamId;
  if (row.userId) terms.userId = row.userId;
  if (row.ratePerKmMinor !== null) terms.ratePerKmMinor = row.ratePerKmMinor;
  if (row.amountMinor !== null) terms.amountMinor = row.amountMinor;
  if (row.matchPercent !== null) terms.matchPercent = row.matchPercent;
  if (row.capMinor !== null) terms.capMinor = row.capMinor;
  return terms;
}

/** DELETE /api/events/:id/pledges/:pledgeId (admin): removes a pledge and its payments. */
export async function deletePledge(ctx: AdminContext, eventId: string, pledgeId: string) {
  await withOpenFundraising(ctx, eventId, async (tx) => {
    const stored = await repo.findPledge(tx, eventId, pledgeId);
    if (!stored) throw new AppError('NOT_FOUND');
    await repo.deletePledge(tx, pledgeId);
  });
}
