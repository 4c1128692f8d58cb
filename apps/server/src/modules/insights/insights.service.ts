import { fromTenths, round2 } from '@cc/shared/activities/distance';
import { AppError } from '@cc/shared/errors/app-error';
import type {
  Insights,
  ParticipationGroups,
  ParticipationGroupsBody,
} from '@cc/shared/insights/insights.schemas';
import type { SegmentDimension } from '@cc/shared/rankings/segments.schemas';
import { type AdminContext, today } from '../../platform/context';
import { type SheetSpec, sheetLanguageOf } from '../../platform/spreadsheet';
import { recordAudit } from '../audit';
import { segmentRows } from '../rankings';
import { insightsSheetTexts } from './insights.export-texts';
import { activeSince, dailySeries, forecast } from './insights.figures';
import * as repo from './insights.repository';

/** An event's figures for the insights; NOT_FOUND when it does not exist. */
async function eventFigures(ctx: AdminContext, eventId: string) {
  const event = await repo.findEventFigures(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  return { ...event, targetKm: event.maximumKmHundredths / 100 };
}

/**
 * GET /api/events/:id/insights (decision 072): registered and active participants, the km
 * so far against the target to date and the forecast, every day's figures and the groups
 * by user type and country with every place shown. Read from the maintained sums only, so
 * its cost does not grow with the participants or their activities.
 */
export async function getInsights(ctx: AdminContext, eventId: string): Promise<Insights> {
  const event = await eventFigures(ctx, eventId);
  const [stored, userType, country] = await Promise.all([
    repo.findDays(ctx.db, eventId),
    segmentRows(ctx, eventId, 'userType', 'avgActive', true),
    segmentRows(ctx, eventId, 'country', 'avgActive', true),
  ]);
  const day = today(ctx);
  const days = dailySeries(event, stored, day);
  const totalKm = fromTenths(event.totalKmTenths);
  return {
    eventId,
    registered: event.participantCount,
    // Every participation is in exactly one user type group ('' for none).
    active: userType.reduce((n, g) => n + g.active, 0),
    activeLast7Days: activeSince(stored, day),
    totalKm,
    targetKm: round2(event.targetKm),
    ...forecast(event, days, totalKm, day),
    days,
    groups: { userType, country },
  };
}

/** A download's name: what it holds and the event's name, safe for a file system. */
function fileName(words: string, eventName: string): string {
  const named = eventName
    .replace(/[^\p{L}\p{N}-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${[words, named].filter(Boolean).join('_')}.xlsx`;
}

/** GET /api/events/:id/insights/groups.xlsx: the group board of one dimension, every place. */
export async function exportGroups(
  ctx: AdminContext,
  eventId: string,
  by: SegmentDimension,
): Promise<{ fileName: string; sheet: SheetSpec }> {
  const event = await eventFigures(ctx, eventId);
  await recordInsightsDownload(ctx, eventId, { report: 'insights.groups', by });
  const rows = await segmentRows(ctx, eventId, by, 'avgActive', true);
  const t = insightsSheetTexts[sheetLanguageOf(ctx)];
  return {
    fileName: fileName(`groups_${by}`, event.name),
    sheet: {
      name: t.groupsSheet,
      columns: [{ header: t.dimension[by], width: 24 }, ...t.groupColumns],
      rows: rows.map((g) => [
        g.label,
        g.registered,
        g.active,
        g.participationRate,
        g.totalKm,
        g.avgKmPerActive,
        g.avgKmPerRegistered,
        g.rank,
      ]),
    },
  };
}

/** A download of an event's figures, recorded in the audit trail (decision 095). */
async function recordInsightsDownload(ctx: AdminContext, eventId: string, what: object) {
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action: 'report.download',
    objectType: 'report',
    objectId: eventId,
    after: what,
  });
}

/** GET /api/events/:id/insights/days.xlsx: every day of the event so far. */
export async function exportDays(
  ctx: AdminContext,
  eventId: string,
): Promise<{ fileName: string; sheet: SheetSpec }> {
  const event = await eventFigures(ctx, eventId);
  await recordInsightsDownload(ctx, eventId, { report: 'insights.days' });
  const days = dailySeries(event, await repo.findDays(ctx.db, eventId), today(ctx));
  const t = insightsSheetTexts[sheetLanguageOf(ctx)];
  return {
    fileName: fileName('days', event.name),
    sheet: {
      name: t.daysSheet,
      columns: t.dayColumns,
      rows: days.map((d) => [d.date, d.km, d.activities, d.newParticipants]),
    },
  };
}

/**
 * PATCH /api/events/:id/participants/:userId: an administrator corrects the user type or
 * country a participation copied on joining (decision 072); NOT_FOUND when not joined.
 */
export async function correctParticipationGroups(
  ctx: AdminContext,
  eventId: string,
  userId: string,
  body: ParticipationGroupsBody,
): Promise<ParticipationGroups> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockParticipationGroups(tx, eventId, userId);
    const after = await repo.updateParticipationGroups(tx, eventId, userId, body);
    if (!before || !after) throw new AppError('NOT_FOUND');
    // The participant is the object; the event rides along in `after` (decision 095).
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'group.update',
      objectType: 'group',
      objectId: userId,
      before,
      after: { ...after, eventId },
    });
    return after;
  });
  ctx.log.info({ eventId, userId, ...body }, 'participation groups corrected');
  return row;
}
