import type { Page } from '@playwright/test';
import { paths, type RouteName } from '../../apps/web/src/lib/routes';
import { type Lang, text, textPattern } from './texts';

/** The demo records a screen's address needs, looked up through the API (demo-ids.ts). */
export interface DemoIds {
  /** A running challenge the participant has joined. */
  eventId?: string;
  /** A post of the participant's feed. */
  postId?: string;
  /** Another participant, seen from the feed. */
  otherUserId?: string;
  /** One of the participant's notifications. */
  notificationId?: string;
  /** A challenge in the admin list, with its name (the detail and report addresses carry it). */
  adminEvent?: { id: string; name: string };
  /** A participant in the admin users list. */
  adminUserId?: string;
}

/**
 * One screen: the route it shows (the unit test checks every route is shown), its address
 * (undefined when the demo has no record for it), and what to open on it before the picture.
 * With `eachTab` every tab of the page is pictured, one file per tab.
 */
export interface Screen {
  slug: string;
  route: RouteName;
  path: (ids: DemoIds) => string | undefined;
  open?: (page: Page, lang: Lang) => Promise<void>;
  eachTab?: boolean;
}

/**
 * Opens the first "…" menu of the page (an activity of the open challenge on progress, a
 * notification) and chooses its delete item, named by `key`: the spec's confirmation naming
 * what it deletes.
 */
function deleteFromMenu(key: string) {
  return async (page: Page, lang: Lang) => {
    await page.locator('[data-overflow-menu]').first().click();
    await page.getByRole('menuitem', { name: text(lang, key) }).click();
    await page.getByRole('dialog').waitFor();
  };
}

/**
 * Presses the (first) button named by `key` and waits for the dialog it opens; a key with a
 * placeholder ('Delete {{name}}') names the button of the first row.
 */
function pressFor(key: string) {
  return async (page: Page, lang: Lang) => {
    await page
      .getByRole('button', { name: textPattern(lang, key) })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
  };
}

/** The public pages, seen before signing in. */
export const publicScreens: Screen[] = [
  { slug: 'login', route: 'login', path: () => paths.login },
  { slug: 'register', route: 'register', path: () => paths.register },
  { slug: 'forgot-password', route: 'forgotPassword', path: () => paths.forgotPassword },
  { slug: 'terms', route: 'term', path: () => paths.term },
  { slug: 'privacy', route: 'privacy', path: () => paths.privacy },
];

/** A participant's screens at 390 px, in the order a person meets them. */
export const participantScreens: Screen[] = [
  { slug: 'progress', route: 'progress', path: () => paths.progress },
  {
    slug: 'progress-menu',
    route: 'progress',
    path: () => paths.progress,
    open: async (page, lang) => {
      await page.getByRole('button', { name: text(lang, 'shell:header.menu') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    slug: 'progress-delete-activity',
    route: 'progress',
    path: () => paths.progress,
    open: deleteFromMenu('common:actions.delete'),
  },
  { slug: 'newsfeed', route: 'newsfeed', path: () => paths.newsfeed },
  {
    slug: 'newsfeed-post',
    route: 'newsfeedPost',
    path: (ids) => ids.postId && paths.newsfeedPost(ids.postId),
  },
  {
    slug: 'my-activity',
    route: 'myActivity',
    path: (ids) => ids.eventId && paths.myActivity(ids.eventId),
  },
  {
    slug: 'new-activity',
    route: 'activityForm',
    path: (ids) => ids.eventId && paths.activityForm(ids.eventId),
  },
  { slug: 'ranking', route: 'ranking', path: (ids) => paths.ranking(ids.eventId), eachTab: true },
  {
    slug: 'ranking-search',
    route: 'rankingSearch',
    path: (ids) => ids.eventId && paths.rankingSearch(ids.eventId),
  },
  {
    slug: 'competitor',
    route: 'competitor',
    path: (ids) => ids.otherUserId && paths.competitor(ids.otherUserId, ids.eventId),
  },
  { slug: 'search', route: 'search', path: () => paths.search },
  { slug: 'friends', route: 'myFriends', path: () => paths.myFriends, eachTab: true },
  { slug: 'teams', route: 'teams', path: () => paths.teams },
  { slug: 'challenges', route: 'activeEvents', path: () => paths.activeEvents },
  {
    slug: 'challenge-detail',
    route: 'eventRegistration',
    path: (ids) => ids.eventId && paths.eventRegistration(ids.eventId),
  },
  { slug: 'notifications', route: 'notification', path: () => paths.notification },
  {
    slug: 'notifications-delete',
    route: 'notification',
    path: () => paths.notification,
    open: deleteFromMenu('notifications:delete'),
  },
  {
    slug: 'notification-detail',
    route: 'notificationDetail',
    path: (ids) => ids.notificationId && paths.notificationDetail(ids.notificationId),
  },
  { slug: 'profile', route: 'profile', path: () => paths.profile },
  { slug: 'change-password', route: 'changePassword', path: () => paths.changePassword },
];

/** The administrator's screens at 1280 px. */
export const adminScreens: Screen[] = [
  { slug: 'dashboard', route: 'dashboard', path: () => paths.dashboard },
  { slug: 'challenges', route: 'adminEvents', path: () => paths.adminEvents },
  {
    slug: 'challenges-create',
    route: 'adminEvents',
    path: () => paths.adminEvents,
    open: pressFor('events:actions.create'),
  },
  {
    slug: 'challenges-delete',
    route: 'adminEvents',
    path: () => paths.adminEvents,
    open: pressFor('events:actions.deleteEvent'),
  },
  {
    slug: 'challenge-detail',
    route: 'eventDetail',
    path: (ids) => ids.adminEvent && paths.eventDetail(ids.adminEvent.id, ids.adminEvent.name),
    eachTab: true,
  },
  { slug: 'users', route: 'users', path: () => paths.users },
  {
    slug: 'users-create',
    route: 'users',
    path: () => paths.users,
    open: pressFor('users:actions.create'),
  },
  {
    slug: 'user-detail',
    route: 'userDetail',
    path: (ids) => ids.adminUserId && paths.userDetail(ids.adminUserId),
  },
  { slug: 'teams', route: 'adminTeams', path: () => paths.adminTeams },
  {
    slug: 'teams-create',
    route: 'adminTeams',
    path: () => paths.adminTeams,
    open: pressFor('teams:actions.create'),
  },
  { slug: 'communications', route: 'communicates', path: () => paths.communicates },
  {
    slug: 'communications-create',
    route: 'communicates',
    path: () => paths.communicates,
    open: pressFor('communications:actions.create'),
  },
  { slug: 'review', route: 'review', path: () => paths.review() },
  { slug: 'audit', route: 'audit', path: () => paths.audit },
  { slug: 'report', route: 'report', path: () => paths.report() },
  {
    slug: 'report-challenge',
    route: 'report',
    path: (ids) => ids.adminEvent && paths.report(ids.adminEvent.id, ids.adminEvent.name),
  },
];

/** `participant-de-03-newsfeed`: who, language, place in the list, what. */
export function screenName(role: string, lang: Lang, index: number, slug: string): string {
  return `${role}-${lang}-${String(index + 1).padStart(2, '0')}-${slug}`;
}
