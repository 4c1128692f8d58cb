import { EVENT_DETAIL_TOP, type EventDetail } from '@cc/shared/events/events.schemas';
import type { AdminContext } from '../../platform/context';
import { competitionRanks } from '../rankings';
import * as repo from './events.detail.repository';
import { toTopParticipant } from './events.mapper';
import { percent } from './events.participation.service';
import { getEvent } from './events.service';

/**
 * GET /api/events/:id/detail (admin, /eventDetail): the event as administrators see it,
 * hidden ones too (NOT_FOUND when missing), the share of the target its participants have
 * covered, and the first EVENT_DETAIL_TOP of its ranking; the first row has nobody ahead,
 * so competition ranks over the rows are the ranking's ranks.
 */
export async function getEventDetail(ctx: AdminContext, id: string): Promise<EventDetail> {
  const [event, top] = await Promise.all([
    getEvent(ctx, id),
    repo.findTopParticipants(ctx.db, id, EVENT_DETAIL_TOP),
  ]);
  const ranks = competitionRanks(top.map((r) => r.totalKmTenths));
  return {
    ...event,
    percentReached: percent(event.totalKm, event.maximumKm),
    topParticipants: top.map((r, i) => toTopParticipant(r, ranks[i]!)),
  };
}
