import type { MyEvent } from '@cc/shared/events/events.schemas';
import { adminNoticeQueryOptions } from '../entities/admin-notice/admin-notice';
import { myEventsQueryOptions, newestEndFirst } from '../entities/my-events/my-events';
import { profileQueryOptions } from '../entities/profile/profile';
import {
  type OfflineRead,
  type OfflineReadsPlan,
  offlineFirstPage,
  offlineRead,
} from '../entities/session/offline-warm-up';
import { teamsQueryOptions } from '../entities/teams/team-list';
import { eventProgressQueryOptions } from '../features/activities/api/get-event-progress';
import { myActivitiesQueryOptions } from '../features/activities/api/get-my-activities';
import { settingsQueryOptions } from '../features/activities/api/get-settings';
import { openEventsQueryOptions } from '../features/events/api/get-open-events';
import { feedQueryOptions } from '../features/feed/api/get-feed';
import { friendRequestsQueryOptions } from '../features/friends/api/get-friend-requests';
import { myFriendsQueryOptions } from '../features/friends/api/get-my-friends';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { notificationCheckQueryOptions } from '../features/notifications/api/get-unread-count';
import { ownRankingQueryOptions } from '../features/rankings/api/get-own-ranking';
import { rankingQueryOptions } from '../features/rankings/api/get-ranking';
import { teamRankingQueryOptions } from '../features/rankings/api/get-team-ranking';

/**
 * What a participant's app keeps for offline use (decision 064): the reads the participant
 * screens make without a choice of the user's, with the options those screens use, so the
 * service worker keeps them under the same addresses. Loaded on its own (startup.ts), so the
 * first page carries none of it.
 */

/** At most this many events get their progress, activities and rankings kept. */
export const MAX_WARMED_EVENTS = 5;

/**
 * The reads of the screens that need no event: profile, my events (progress, the activity
 * form's event), the platform time zone (the activity form), both feed tabs and the pinned
 * notice, notifications and their check, friends and requests, the open events and the teams.
 */
function sessionReads(): OfflineRead[] {
  return [
    offlineRead(profileQueryOptions()),
    offlineRead(myEventsQueryOptions()),
    offlineRead(settingsQueryOptions()),
    offlineFirstPage(feedQueryOptions('all')),
    offlineFirstPage(feedQueryOptions('friends')),
    offlineRead(adminNoticeQueryOptions()),
    offlineFirstPage(notificationsQueryOptions()),
    offlineRead(notificationCheckQueryOptions()),
    offlineFirstPage(myFriendsQueryOptions()),
    offlineRead(friendRequestsQueryOptions('waiting')),
    offlineRead(friendRequestsQueryOptions('sending')),
    offlineRead(openEventsQueryOptions()),
    offlineRead(teamsQueryOptions()),
  ];
}

/** The reads of one event: my progress and activities, and the first page of each ranking tab. */
function eventReads(eventId: string): OfflineRead[] {
  return [
    offlineRead(eventProgressQueryOptions(eventId)),
    offlineRead(myActivitiesQueryOptions(eventId)),
    offlineFirstPage(rankingQueryOptions('all', eventId)),
    offlineFirstPage(rankingQueryOptions('friends', eventId)),
    offlineRead(ownRankingQueryOptions(eventId)),
    offlineFirstPage(teamRankingQueryOptions(eventId)),
  ];
}

/**
 * The events whose reads are kept: the running ones (activities can be logged only there),
 * and the one with the latest end date, which the ranking opens without a choice; at most
 * MAX_WARMED_EVENTS, the latest ending first. Ended events show offline only if opened online.
 */
export function eventsToWarm(events: readonly MyEvent[]): string[] {
  const byNewestEnd = [...events].sort(newestEndFirst);
  return byNewestEnd
    .filter((event, index) => index === 0 || event.state === 'running')
    .slice(0, MAX_WARMED_EVENTS)
    .map((event) => event._id);
}

/** The session's reads first, then those of the events kept (from my events as just read). */
export const warmOfflineReads: OfflineReadsPlan = async (warm, queryClient) => {
  await warm(sessionReads());
  let events: MyEvent[] = [];
  try {
    events = await queryClient.ensureQueryData({ ...myEventsQueryOptions(), retry: false });
  } catch {
    return;
  }
  await warm(eventsToWarm(events).flatMap(eventReads));
};
