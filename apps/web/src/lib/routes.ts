/**
 * Every route of the app and all it is (hash router), in one table: its address, who may open
 * it, the frame it shows in and what that frame's header shows. Components link with `paths`;
 * the router (app/router.tsx) gives each route its page and puts it under the guard of its
 * access and in its frame; the frames read the header from `routes`. The table lives in lib so
 * features link to each other's screens without importing the app shell.
 */

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * Who may open a route (admin spec §2): `public` pages redirect a signed-in visitor home;
 * `open` pages are for everyone; `user` and `admin` need that role; `signedIn` needs a
 * session of either role.
 */
export type RouteAccess = 'public' | 'open' | 'user' | 'admin' | 'signedIn';

/**
 * The frame a page shows in (app/layouts): `public` the product name and the language toggle;
 * `user` the participant's bars and menu; `admin` the administrator's drawer; `open` the frame
 * of whoever looks (`public` without a session, otherwise the frame of the role).
 */
export type RouteFrame = 'public' | 'open' | 'user' | 'admin';

/** The facts of one route; `Name` is the names of the routes of the table. */
export interface RouteFacts<Name extends string = string> {
  /**
   * The router pattern, `:param` and `:param?` for the varying parts. Two routes may share
   * one (`teams` and `adminTeams`: one address, a page per role).
   */
  pattern: string;
  /** Builds the address of one page of the route, for a route whose address varies. */
  to?: (...args: never[]) => string;
  access: RouteAccess;
  frame: RouteFrame;
  /** Translation key (shell namespace) of the header title and the browser tab. */
  titleKey?: string;
  /** Whether the user frame shows a back button instead of the menu button. */
  back?: boolean;
  /** The route the back button goes to (one without parameters); without it, one step back. */
  backTo?: Name;
  /**
   * The profile flag (admin spec §2): the page needs a completed profile. A participant whose
   * profile was never saved (first login) is sent to /profile instead (app/profile-gate.tsx),
   * so privacy and name are chosen before they take part; administrators are never sent.
   */
  needsProfile?: boolean;
}

/** The table, typed so that `backTo` names one of its routes. */
function defineRoutes<const T extends { [N in keyof T]: RouteFacts<Extract<keyof T, string>> }>(
  table: T,
): T {
  return table;
}

/** Every route of the app, keyed by a stable name. */
export const routes = defineRoutes({
  root: { pattern: '/', access: 'public', frame: 'public' },
  indexHtml: { pattern: '/index.html', access: 'public', frame: 'public' },
  login: { pattern: '/login', access: 'public', frame: 'public' },
  register: { pattern: '/register', access: 'public', frame: 'public' },
  forgotPassword: { pattern: '/forgotPassword', access: 'public', frame: 'public' },
  registrationConfirm: {
    pattern: '/registrationConfirm/:id',
    to: (token: string) => `/registrationConfirm/${seg(token)}`,
    access: 'public',
    frame: 'public',
  },
  resetPassword: {
    pattern: '/resetPassword/:id',
    to: (token: string) => `/resetPassword/${seg(token)}`,
    access: 'public',
    frame: 'public',
  },
  // Where the server hands a company sign-in back (decision 090); it signs in and moves on.
  companySignIn: { pattern: '/companySignIn', access: 'open', frame: 'public' },
  term: { pattern: '/term', access: 'open', frame: 'open', titleKey: 'titles.term' },
  privacy: { pattern: '/privacy', access: 'open', frame: 'open', titleKey: 'titles.privacy' },

  newsfeed: {
    pattern: '/newsfeed',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.newsfeed',
    needsProfile: true,
  },
  newsfeedPost: {
    pattern: '/newsfeed/:id',
    to: (id: string) => `/newsfeed/${seg(id)}`,
    access: 'user',
    frame: 'user',
    titleKey: 'titles.newsfeed',
    back: true,
    backTo: 'newsfeed',
    needsProfile: true,
  },
  progress: {
    pattern: '/progress',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.progress',
    needsProfile: true,
  },
  activityForm: {
    pattern: '/activity-form/:eventId/:id?',
    to: (eventId: string, id?: string) =>
      `/activity-form/${seg(eventId)}${id ? `/${seg(id)}` : ''}`,
    access: 'user',
    frame: 'user',
    titleKey: 'titles.activityForm',
    back: true,
    needsProfile: true,
  },
  myActivity: {
    pattern: '/my-activity/:eventId',
    to: (eventId: string) => `/my-activity/${seg(eventId)}`,
    access: 'user',
    frame: 'user',
    titleKey: 'titles.myActivity',
    back: true,
    backTo: 'progress',
    needsProfile: true,
  },
  ranking: {
    pattern: '/ranking/:eventId?',
    to: (eventId?: string) => (eventId ? `/ranking/${seg(eventId)}` : '/ranking'),
    access: 'user',
    frame: 'user',
    titleKey: 'titles.ranking',
    needsProfile: true,
  },
  rankingSearch: {
    pattern: '/ranking-search/:eventId',
    to: (eventId: string) => `/ranking-search/${seg(eventId)}`,
    access: 'user',
    frame: 'user',
    titleKey: 'titles.rankingSearch',
    back: true,
    needsProfile: true,
  },
  competitor: {
    pattern: '/competitor/:userId?/:eventId?',
    to: (userId: string, eventId?: string) =>
      `/competitor/${seg(userId)}${eventId ? `/${seg(eventId)}` : ''}`,
    access: 'user',
    frame: 'user',
    titleKey: 'titles.competitor',
    back: true,
    needsProfile: true,
  },
  search: {
    pattern: '/search',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.search',
    needsProfile: true,
  },
  profile: { pattern: '/profile', access: 'user', frame: 'user', titleKey: 'titles.profile' },
  changePassword: {
    pattern: '/changePassword',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.changePassword',
    back: true,
    backTo: 'profile',
  },
  myFriends: {
    pattern: '/myfriends',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.myFriends',
    needsProfile: true,
  },
  activeEvents: {
    pattern: '/active-events',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.activeEvents',
    needsProfile: true,
  },
  eventRegistration: {
    pattern: '/eventRegistration',
    to: (eventId?: string) =>
      eventId ? `/eventRegistration?eventId=${seg(eventId)}` : '/eventRegistration',
    access: 'signedIn',
    frame: 'open',
    titleKey: 'titles.eventRegistration',
    back: true,
    needsProfile: true,
  },
  teams: {
    pattern: '/teams',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.teams',
    needsProfile: true,
  },
  notification: {
    pattern: '/notification',
    access: 'user',
    frame: 'user',
    titleKey: 'titles.notification',
  },
  notificationDetail: {
    pattern: '/notificationDetail',
    to: (id?: string) => (id ? `/notificationDetail?id=${seg(id)}` : '/notificationDetail'),
    access: 'user',
    frame: 'user',
    titleKey: 'titles.notificationDetail',
    back: true,
    backTo: 'notification',
  },

  dashboard: {
    pattern: '/dashboard',
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.dashboard',
  },
  users: { pattern: '/users', access: 'admin', frame: 'admin', titleKey: 'titles.users' },
  adminEvents: { pattern: '/events', access: 'admin', frame: 'admin', titleKey: 'titles.events' },
  adminTeams: { pattern: '/teams', access: 'admin', frame: 'admin', titleKey: 'titles.teams' },
  review: {
    pattern: '/review',
    /** The review queue (issue 25), filtered as the address's search says. */
    to: (search?: { eventId?: string; status?: string; rule?: string }) => {
      const query = new URLSearchParams(
        Object.entries(search ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
      ).toString();
      return `/review${query ? `?${query}` : ''}`;
    },
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.review',
  },
  communicates: {
    pattern: '/communicates',
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.communicates',
  },
  /** The audit trail of administrator writes (issue 30), filtered as the address's search says. */
  audit: { pattern: '/audit', access: 'admin', frame: 'admin', titleKey: 'titles.audit' },
  report: {
    pattern: '/report/:eventId?/:eventName?',
    /** A report: type 1 without an event, the event's (types 2-4, `type` or the first) with one. */
    to: (eventId?: string, eventName?: string, type?: number) =>
      `${eventId ? `/report/${seg(eventId)}/${seg(eventName ?? '')}` : '/report'}${type ? `?type=${type}` : ''}`,
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.report',
  },
  userDetail: {
    pattern: '/userDetail/:id?',
    to: (id?: string) => (id ? `/userDetail/${seg(id)}` : '/userDetail'),
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.userDetail',
  },
  eventDetail: {
    pattern: '/eventDetail/:id?/:name?',
    to: (id?: string, name?: string) =>
      `/eventDetail${id ? `/${seg(id)}` : ''}${name ? `/${seg(name)}` : ''}`,
    access: 'admin',
    frame: 'admin',
    titleKey: 'titles.eventDetail',
  },
});

/** The name of a route of the table. */
export type RouteName = keyof typeof routes;

/** The address of a route as components link to it: its builder, or its fixed address. */
type PathOf<R> = R extends { to: infer To } ? To : R extends { pattern: infer P } ? P : never;

/**
 * Every address of the app, by route name: a constant (`paths.login`) or, for a route whose
 * address varies, a builder (`paths.newsfeedPost(id)`).
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, facts]) => [name, 'to' in facts ? facts.to : facts.pattern]),
) as { [N in RouteName]: PathOf<(typeof routes)[N]> };

/**
 * The progress page with one of the user's events open (`/progress?eventId=`), where a
 * fundraising milestone's notification leads (packages/shared notificationRoute) and the
 * newsfeed's money raised links.
 */
export function progressOfEvent(eventId: string): string {
  return `${routes.progress.pattern}?eventId=${seg(eventId)}`;
}

/**
 * The `href` of an app path under the hash router (`#/newsfeed/…`), for a plain link: the
 * browser changes the hash and the router follows it, as after a router `Link`. For lists
 * that show many links at once (feed cards): a `Link` asks the document for its `<base>`
 * and the location on every render (issue 28).
 */
export function hashHref(path: string): string {
  return `#${path}`;
}
