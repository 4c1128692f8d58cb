import { fromTenths, round1, round2 } from '@cc/shared/activities/distance';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import { type EventProgress, isEventVisible, type MyEvent } from '@cc/shared/events/events.schemas';
import { eventState, remainingDays, targetToDate } from '@cc/shared/events/progress';
import { addDays, daysBetween, minDay } from '@cc/shared/time/calendar';
import { type SignedInContext, today } from '../../platform/context';
import { type EventReader, fromHundredths, toMyEvent } from './events.mapper';
import * as repo from './events.repository';

/** The caller's own events are a participant's screen: texts in their language (decision 075). */
function ownEventsReader(ctx: SignedInContext): EventReader {
  return {
    language: ctx.acceptLanguage ?? ctx.user.language,
    resolve: true,
    storage: ctx.storage,
  };
}

/** The caller's participation in one event with their totals; NOT_FOUND when not joined. */
async function getMyEvent(ctx: SignedInContext, eventId: string): Promise<MyEvent> {
  const [row] = await repo.findMyEvents(ctx.db, ctx.user.id, eventId);
  if (!row) throw new AppError('NOT_FOUND');
  return toMyEvent(row, today(ctx), ctx.config.timeZone, ownEventsReader(ctx));
}

/**
 * Joins the caller to an event (POST /profile/registerEvent): a visible one (EVENT_HIDDEN,
 * decision 034), before the start and while it runs (EVENT_ENDED after), once
 * (ALREADY_REGISTERED, also for the loser of two
 * concurrent joins). The participant count rises in the same transaction. The event row is
 * locked first, in the strength the count update needs, so concurrent joins of an event
 * queue one after the other instead of deadlocking (decision 023).
 */
export async function registerForEvent(ctx: SignedInContext, eventId: string): Promise<MyEvent> {
  const { user } = ctx;
  await ctx.db.transaction(async (tx) => {
    const event = await repo.lockEventForJoin(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND');
    if (!isEventVisible(event)) throw new AppError('EVENT_HIDDEN');
    if (eventState(event, today(ctx)) === 'ended') throw new AppError('EVENT_ENDED');
    if (!(await repo.insertParticipation(tx, eventId, user.id, today(ctx)))) {
      throw new AppError('ALREADY_REGISTERED');
    }
  });
  ctx.log.info({ eventId, userId: user.id }, 'joined event');
  return getMyEvent(ctx, eventId);
}

/** Every event the caller has joined with their own totals, end date newest first. */
export async function listMyEvents(ctx: SignedInContext): Promise<Paged<MyEvent>> {
  const rows = await repo.findMyEvents(ctx.db, ctx.user.id);
  const day = today(ctx);
  const reader = ownEventsReader(ctx);
  const docs = rows.map((r) => toMyEvent(r, day, ctx.config.timeZone, reader));
  return toPaged(docs, docs.length, { page: 1, limit: Math.max(1, docs.length) });
}

/** A percentage with one decimal; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

/**
 * The /my-activity figures of one event for the caller (rule 14): rank among all
 * participants (ties share it), own and collective totals, percent of the maximum and of the
 * target to date, remaining days, and per day from the start to the earlier of today and the
 * end the caller's cumulative distance against the target-to-date line. NOT_FOUND for an
 * unknown or hidden event, EVENT_NOT_JOINED when the caller has not joined it.
 */
export async function getEventProgress(
  ctx: SignedInContext,
  eventId: string,
): Promise<EventProgress> {
  const { user } = ctx;
  const event = await repo.findEventById(ctx.db, eventId, user.id);
  if (!event || !isEventVisible(event)) throw new AppError('NOT_FOUND');
  const mine = await repo.findParticipation(ctx.db, eventId, user.id);
  if (!mine) throw new AppError('EVENT_NOT_JOINED');
  const day = today(ctx);
  const lastDay = minDay(day, event.endDate);
  const [ahead, daily] = await Promise.all([
    repo.countParticipantsAhead(ctx.db, eventId, mine.totalKmTenths),
    lastDay < event.startDate
      ? Promise.resolve([])
      : repo.findDailyTotals(ctx.db, {
          eventId,
          userId: user.id,
          from: event.startDate,
          to: lastDay,
        }),
  ]);
  const maximumKm = fromHundredths(event.maximumKmHundredths);
  const maximumMile = fromHundredths(event.maximumMileHundredths);
  const challengeKm = fromTenths(event.totalKmTenths);
  const challengeMile = fromTenths(event.totalMileTenths);
  const targetKm = targetToDate(maximumKm, event, day);

  const perDate = new Map(daily.map((d) => [d.date, d]));
  const days: EventProgress['days'] = [];
  let kmTenths = 0;
  let mileTenths = 0;
  for (let i = 0; i <= daysBetween(event.startDate, lastDay); i++) {
    const date = addDays(event.startDate, i);
    kmTenths += perDate.get(date)?.kmTenths ?? 0;
    mileTenths += perDate.get(date)?.mileTenths ?? 0;
    days.push({
      date,
      myCumulativeKm: fromTenths(kmTenths),
      myCumulativeMile: fromTenths(mileTenths),
      targetKm: round1(targetToDate(maximumKm, event, date)),
      targetMile: round1(targetToDate(maximumMile, event, date)),
    });
  }

  return {
    eventId,
    rank: ahead + 1,
    totalMembers: event.participantCount,
    myKm: fromTenths(mine.totalKmTenths),
    myMile: fromTenths(mine.totalMileTenths),
    challengeKm,
    challengeMile,
    maximumKm: round2(maximumKm),
    maximumMile: round2(maximumMile),
    percentReached: percent(challengeKm, maximumKm),
    targetToDateKm: round1(targetKm),
    targetToDateMile: round1(targetToDate(maximumMile, event, day)),
    percentOfTarget: percent(challengeKm, targetKm),
    remainingDays: remainingDays(event, day),
    days,
  };
}
