import type { RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import type { SegmentDimension, SegmentMetric } from '@cc/shared/rankings/segments.schemas';

/**
 * The query keys of the whole app: one factory per feature, all in one style. `all()` is the
 * feature's root, which every other key of the feature starts with, so invalidating it
 * refreshes everything the feature has cached; the other entries narrow it down. Keys live
 * here rather than in their features because a change in one feature often makes another
 * feature's data stale (an activity moves my event totals and the rankings), and features do
 * not import each other. Which data to refresh after what is said once, in the entities
 * (`refreshFriends`, `refreshAfterActivityChange`, `refreshAnnounced`, ...).
 */

/** The signed-in user's own profile. */
export const profileKeys = {
  all: () => ['profile'] as const,
  me: () => [...profileKeys.all(), 'me'] as const,
};

/** Events: the user's own, the open ones, one event, the admin pages. */
export const eventKeys = {
  all: () => ['events'] as const,
  mine: () => [...eventKeys.all(), 'mine'] as const,
  open: () => [...eventKeys.all(), 'open'] as const,
  detail: (id: string) => [...eventKeys.all(), 'detail', id] as const,
  adminLists: () => [...eventKeys.all(), 'admin'] as const,
  adminList: (params: object) => [...eventKeys.adminLists(), params] as const,
  /** The admin detail page of one event; under `adminLists`, so an edit refreshes it too. */
  adminDetail: (id: string) => [...eventKeys.adminLists(), 'detail', id] as const,
  /** The admin dashboard's running events; under `adminLists`, so an edit refreshes them. */
  running: () => [...eventKeys.adminLists(), 'running'] as const,
};

/** The user's activities and their progress figures per event. */
export const activityKeys = {
  all: () => ['activities'] as const,
  mine: (eventId: string) => [...activityKeys.all(), 'mine', eventId] as const,
  detail: (id: string) => [...activityKeys.all(), 'detail', id] as const,
  progress: (eventId: string) => [...activityKeys.all(), 'progress', eventId] as const,
};

/** The newsfeed: the lists per tab, single posts and the pinned notice. */
export const feedKeys = {
  all: () => ['feed'] as const,
  lists: () => [...feedKeys.all(), 'list'] as const,
  list: (filter: string) => [...feedKeys.lists(), filter] as const,
  post: (id: string) => [...feedKeys.all(), 'post', id] as const,
  notice: () => [...feedKeys.all(), 'notice'] as const,
};

/** Friendships of the signed-in user, the people search and competitor pages. */
export const friendKeys = {
  all: () => ['friends'] as const,
  mine: () => [...friendKeys.all(), 'mine'] as const,
  /** Open requests sent to the user (`waiting`) or by them (`sending`). */
  requests: (direction: 'waiting' | 'sending') =>
    [...friendKeys.all(), 'requests', direction] as const,
  search: (filter: string) => [...friendKeys.all(), 'search', filter] as const,
  competitor: (userId: string, eventId?: string) =>
    [...friendKeys.all(), 'competitor', userId, eventId ?? 'all'] as const,
};

/** Notifications: the list, the unread count and single ones. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  list: () => [...notificationKeys.all(), 'list'] as const,
  unread: () => [...notificationKeys.all(), 'unread'] as const,
  detail: (id: string) => [...notificationKeys.all(), 'detail', id] as const,
};

/**
 * Rankings per event: participants (all or friends), teams, a name search, the user's own
 * and the group boards. `group` narrows a ranking to a user type or country (issue 26); the
 * empty group, everyone, matches every group as a prefix, so invalidating it refreshes all.
 */
export const rankingKeys = {
  all: () => ['rankings'] as const,
  participants: (type: 'all' | 'friends', eventId: string, group: RankingGroup = {}) =>
    [...rankingKeys.all(), type, eventId, group] as const,
  teams: (eventId: string) => [...rankingKeys.all(), 'team', eventId] as const,
  search: (eventId: string, name: string) =>
    [...rankingKeys.all(), 'search', eventId, name] as const,
  mine: (eventId: string, group: RankingGroup = {}) =>
    [...rankingKeys.all(), 'me', eventId, group] as const,
  /** An event's groups by user type, country or team, ranked by one metric. */
  segments: (eventId: string, by: SegmentDimension, metric: SegmentMetric) =>
    [...rankingKeys.all(), 'segments', eventId, by, metric] as const,
};

/** Teams. */
export const teamKeys = {
  all: () => ['teams'] as const,
  list: () => [...teamKeys.all(), 'list'] as const,
};

/** The administrator's users list. */
export const userKeys = {
  all: () => ['users'] as const,
  list: (params: object) => [...userKeys.all(), 'list', params] as const,
  /** A search by name or address, as pickers offer users (entities/user-search). */
  search: (filter: string) => [...userKeys.all(), 'search', filter] as const,
  detail: (id: string) => [...userKeys.all(), 'detail', id] as const,
};

/** The administrator's communications and the recipient searches of their form. */
export const communicationKeys = {
  all: () => ['communications'] as const,
  lists: () => [...communicationKeys.all(), 'list'] as const,
  list: (params: object) => [...communicationKeys.lists(), params] as const,
  /** Events or users matching a text, offered as recipients. */
  recipients: (kind: 'event' | 'user', filter: string) =>
    [...communicationKeys.all(), 'recipients', kind, filter] as const,
};

/** Participation reports (admin): the summary per type and event, and pages of its detail. */
export const reportKeys = {
  all: () => ['reports'] as const,
  summary: (type: number, eventId?: string) =>
    [...reportKeys.all(), 'summary', type, eventId ?? 'none'] as const,
  detail: (params: object) => [...reportKeys.all(), 'detail', params] as const,
};

/**
 * Fundraising of an event (issue 24): the money raised per event (everyone who may see it)
 * and its statements (admin).
 */
export const fundraisingKeys = {
  all: () => ['fundraising'] as const,
  event: (eventId: string) => [...fundraisingKeys.all(), 'event', eventId] as const,
  /** Every statement version of one event (admin). */
  statements: (eventId: string) => [...fundraisingKeys.all(), 'statement', eventId] as const,
  statement: (eventId: string, version?: number) =>
    [...fundraisingKeys.statements(eventId), version ?? 'latest'] as const,
};

/**
 * Fair play (issue 25, admin): the organiser's review queue, how many activities wait (the
 * menu's badge), the events the queue's filter offers and each event's checks.
 */
export const fairPlayKeys = {
  all: () => ['fairPlay'] as const,
  /** Every page of the queue, whatever its filters. */
  queue: () => [...fairPlayKeys.all(), 'queue'] as const,
  queuePage: (params: object) => [...fairPlayKeys.queue(), params] as const,
  /** How many activities wait, flagged and held. */
  count: () => [...fairPlayKeys.all(), 'count'] as const,
  /** The events the queue's filter offers. */
  events: () => [...fairPlayKeys.all(), 'events'] as const,
  settings: (eventId: string) => [...fairPlayKeys.all(), 'settings', eventId] as const,
};

/** The organiser's live figures of one event (issue 26, admin). */
export const insightsKeys = {
  all: () => ['insights'] as const,
  event: (eventId: string) => [...insightsKeys.all(), 'event', eventId] as const,
};

/** Public platform settings. */
export const settingsKeys = {
  all: () => ['settings'] as const,
};

/** One-time links of the sign-up and password flows. */
export const authKeys = {
  all: () => ['auth'] as const,
  verify: (token: string) => [...authKeys.all(), 'verify', token] as const,
};
