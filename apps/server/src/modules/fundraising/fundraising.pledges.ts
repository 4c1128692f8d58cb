import { AppError, fieldError } from '@cc/shared/errors/app-error';
import type { PledgeKind, PledgeScope } from '@cc/shared/fundraising/fundraising.money';
import {
  type CreatePledgeBody,
  createPledgeBodySchema,
  missingPledgeFields,
  type Pledge,
  type PledgeInput,
  type UpdatePledgeBody,
} from '@cc/shared/fundraising/fundraising.schemas';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { AdminContext } from '../../platform/context';
import { fieldCodesOf } from '../../platform/validation-fields';
import { recordAudit } from '../audit';
import * as repo from './fundraising.repository';
import { getFundraising } from './fundraising.service';

/**
 * An event's pledges as administrators write them (issue 24, decision 070): each write
 * under the lock of the event's cause, refused before a cause and while settled, with the
 * terms its kind and scope need.
 */

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
 * event (TEAM_NOT_IN_EVENT, USER_NOT_IN_EVENT). An edit that keeps the `stored` pledge's
 * team or participant is not checked again: the team may have emptied since (its members
 * moved on), and that must not block correcting the sponsor's e-mail.
 */
async function pledgeColumns(tx: Db, eventId: string, p: PledgeInput, stored?: repo.PledgeRow) {
  const missing = missingPledgeFields(p);
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', Object.fromEntries(missing.map(([f, c]) => [f, [c]])));
  }
  const isKept = (field: 'teamId' | 'userId') =>
    stored?.scope === p.scope && stored[field] === p[field];
  if (
    p.scope === 'team' &&
    !isKept('teamId') &&
    !(await repo.isTeamInEvent(tx, eventId, p.teamId!))
  ) {
    throw fieldError('teamId', 'TEAM_NOT_IN_EVENT');
  }
  if (
    p.scope === 'participant' &&
    !isKept('userId') &&
    !(await repo.isUserInEvent(tx, eventId, p.userId!))
  ) {
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
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'pledge.create',
      objectType: 'pledge',
      objectId: id,
      after: { eventId, ...columns },
    });
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
    const columns = await pledgeColumns(tx, eventId, merged.data, stored);
    await repo.updatePledge(tx, pledgeId, columns);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'pledge.update',
      objectType: 'pledge',
      objectId: pledgeId,
      before: stored,
      after: { ...stored, ...columns },
    });
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

/**
 * DELETE /api/events/:id/pledges/:pledgeId (admin): removes a pledge. One with payments is
 * refused (PLEDGE_HAS_PAYMENTS): money received stays on record, also for the statement
 * versions that list the pledge.
 */
export async function deletePledge(ctx: AdminContext, eventId: string, pledgeId: string) {
  await withOpenFundraising(ctx, eventId, async (tx) => {
    const stored = await repo.findPledge(tx, eventId, pledgeId);
    if (!stored) throw new AppError('NOT_FOUND');
    if (await repo.hasPayments(tx, pledgeId)) throw new AppError('PLEDGE_HAS_PAYMENTS');
    await repo.deletePledge(tx, pledgeId);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'pledge.delete',
      objectType: 'pledge',
      objectId: pledgeId,
      before: stored,
    });
  });
}
