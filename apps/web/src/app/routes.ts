/**
 * The one table of the app's addresses (hash router). Components build links with `paths`;
 * the router registers `routeMeta` entries; the layouts read each route's meta (header
 * title, back button) through the route `handle`.
 */

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Every address of the app, as constants or builders. */
export const paths = {
  root: '/',
  indexHtml: '/index.html',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  registrationConfirm: (token: string) => `/registrationConfirm/${seg(token)}`,
  resetPassword: (token: string) => `/resetPassword/${seg(token)}`,
  term: '/term',

  newsfeed: '/newsfeed',
  newsfeedPost: (id: string) => `/newsfeed/${seg(id)}`,
  progress: '/progress',
  activityForm: (eventId: string, id?: string) =>
    `/activity-form/${seg(eventId)}${id ? `/${seg(id)}` : ''}`,
  myActivity: (eventId: string) => `/my-activity/${seg(eventId)}`,
  ranking: (eventId?: string) => (eventId ? `/ranking/${seg(eventId)}` : '/ranking'),
  rankingSearch: (eventId: string) => `/ranking-search/${seg(eventId)}`,
  competitor: (userId: string, eventId?: string) =>
    `/competitor/${seg(userId)}${eventId ? `/${seg(eventId)}` : ''}`,
  search: '/search',
  profile: '/profile',
  changePassword: '/changePassword',
  myFriends: '/myfriends',
  activeEvents: '/active-events',
  eventRegistration: (eventId?: string) =>
    eventId ? `/eventRegistration?eventId=${seg(eventId)}` : '/eventRegistration',
  teams: '/teams',
  notification: '/notification',
  notificationDetail: (id?: string) =>
    id ? `/notificationDetail?id=${seg(id)}` : '/notificationDetail',

  dashboard: '/dashboard',
  users: '/users',
  events: '/events',
  communicates: '/communicates',
  report: (eventId?: string, eventName?: string) =>
    eventId ? `/report/${seg(eventId)}/${seg(eventName ?? '')}` : '/report',
  userDetail: '/userDetail',
  eventDetail: (id?: string, name?: string) =>
    `/eventDetail${id ? `/${seg(id)}` : ''}${name ? `/${seg(name)}` : ''}`,
} as const;

/**
 * Who may open a route (admin spec §2): `public` pages redirect a signed-in visitor home;
 * `open` pages are for everyone; `user` and `admin` need that role; `signedIn` needs a
 * session of either role.
 */
export type RouteAccess = 'public' | 'open' | 'user' | 'admin' | 'signedIn';

export interface RouteMeta {
  /** The router pattern. */
  pattern: string;
  access: RouteAccess;
  /** Translation key (shell namespace) of the header title. */
  titleKey?: string;
  /** Whether the user layout shows a back button instead of the menu button. */
  back?: boolean;
  /** Where the back button goes; without it, one step back in history. */
  backTo?: string;
}

/** Meta of every route, keyed by a stable name. */
export const routeMeta = {
  root: { pattern: paths.root, access: 'public' },
  indexHtml: { pattern: paths.indexHtml, access: 'public' },
  login: { pattern: paths.login, access: 'public' },
  register: { pattern: paths.register, access: 'public' },
  forgotPassword: { pattern: paths.forgotPassword, access: 'public' },
  registrationConfirm: { pattern: '/registrationConfirm/:id', access: 'public' },
  resetPassword: { pattern: '/resetPassword/:id', access: 'public' },
  term: { pattern: paths.term, access: 'open', titleKey: 'titles.term' },

  newsfeed: { pattern: paths.newsfeed, access: 'user', titleKey: 'titles.newsfeed' },
  newsfeedPost: {
    pattern: '/newsfeed/:id',
    access: 'user',
    titleKey: 'titles.newsfeed',
    back: true,
    backTo: paths.newsfeed,
  },
  progress: { pattern: paths.progress, access: 'user', titleKey: 'titles.progress' },
  activityForm: {
    pattern: '/activity-form/:eventId/:id?',
    access: 'user',
    titleKey: 'titles.activityForm',
    back: true,
  },
  myActivity: {
    pattern: '/my-activity/:eventId',
    access: 'user',
    titleKey: 'titles.myActivity',
    back: true,
    backTo: paths.progress,
  },
  ranking: { pattern: '/ranking/:eventId?', access: 'user', titleKey: 'titles.ranking' },
  rankingSearch: {
    pattern: '/ranking-search/:eventId',
    access: 'user',
    titleKey: 'titles.rankingSearch',
    back: true,
  },
  competitor: {
    pattern: '/competitor/:userId?/:eventId?',
    access: 'user',
    titleKey: 'titles.competitor',
    back: true,
  },
  search: { pattern: paths.search, access: 'user', titleKey: 'titles.search' },
  profile: { pattern: paths.profile, access: 'user', titleKey: 'titles.profile' },
  changePassword: {
    pattern: paths.changePassword,
    access: 'user',
    titleKey: 'titles.changePassword',
    back: true,
    backTo: paths.profile,
  },
  myFriends: { pattern: paths.myFriends, access: 'user', titleKey: 'titles.myFriends' },
  activeEvents: { pattern: paths.activeEvents, access: 'user', titleKey: 'titles.activeEvents' },
  eventRegistration: {
    pattern: '/eventRegistration',
    access: 'signedIn',
    titleKey: 'titles.eventRegistration',
    back: true,
  },
  teams: { pattern: paths.teams, access: 'user', titleKey: 'titles.teams' },
  notification: { pattern: paths.notification, access: 'user', titleKey: 'titles.notification' },
  notificationDetail: {
    pattern: '/notificationDetail',
    access: 'user',
    titleKey: 'titles.notificationDetail',
    back: true,
    backTo: paths.notification,
  },

  dashboard: { pattern: paths.dashboard, access: 'admin', titleKey: 'titles.dashboard' },
  users: { pattern: paths.users, access: 'admin', titleKey: 'titles.users' },
  adminEvents: { pattern: paths.events, access: 'admin', titleKey: 'titles.events' },
  adminTeams: { pattern: paths.teams, access: 'admin', titleKey: 'titles.teams' },
  communicates: { pattern: paths.communicates, access: 'admin', titleKey: 'titles.communicates' },
  report: {
    pattern: '/report/:eventId?/:eventName?',
    access: 'admin',
    titleKey: 'titles.report',
  },
  userDetail: { pattern: paths.userDetail, access: 'admin', titleKey: 'titles.userDetail' },
  eventDetail: {
    pattern: '/eventDetail/:id?/:name?',
    access: 'admin',
    titleKey: 'titles.eventDetail',
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeMeta;

/** Whether a value is a `RouteMeta` (route handles are untyped in the router). */
export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'pattern' in value && 'access' in value;
}
