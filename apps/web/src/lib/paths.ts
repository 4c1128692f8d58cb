/**
 * The one table of the app's addresses (hash router). Components build links with `paths`;
 * the router registers each route under its pattern in `routePatterns`. Both live here, in
 * lib, so features link to each other's screens without importing the app shell; the shell
 * (`app/routes.ts`) adds who may open each route and what its header shows.
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
  /** A report: type 1 without an event, the event's (types 2-4, `type` or the first) with one. */
  report: (eventId?: string, eventName?: string, type?: number) =>
    `${eventId ? `/report/${seg(eventId)}/${seg(eventName ?? '')}` : '/report'}${type ? `?type=${type}` : ''}`,
  userDetail: (id?: string) => (id ? `/userDetail/${seg(id)}` : '/userDetail'),
  eventDetail: (id?: string, name?: string) =>
    `/eventDetail${id ? `/${seg(id)}` : ''}${name ? `/${seg(name)}` : ''}`,
} as const;

/**
 * The router pattern of every route, keyed by a stable route name. Two names may share a
 * pattern (`teams` and `adminTeams`: one address, a page per role).
 */
export const routePatterns = {
  root: paths.root,
  indexHtml: paths.indexHtml,
  login: paths.login,
  register: paths.register,
  forgotPassword: paths.forgotPassword,
  registrationConfirm: '/registrationConfirm/:id',
  resetPassword: '/resetPassword/:id',
  term: paths.term,

  newsfeed: paths.newsfeed,
  newsfeedPost: '/newsfeed/:id',
  progress: paths.progress,
  activityForm: '/activity-form/:eventId/:id?',
  myActivity: '/my-activity/:eventId',
  ranking: '/ranking/:eventId?',
  rankingSearch: '/ranking-search/:eventId',
  competitor: '/competitor/:userId?/:eventId?',
  search: paths.search,
  profile: paths.profile,
  changePassword: paths.changePassword,
  myFriends: paths.myFriends,
  activeEvents: paths.activeEvents,
  eventRegistration: '/eventRegistration',
  teams: paths.teams,
  notification: paths.notification,
  notificationDetail: '/notificationDetail',

  dashboard: paths.dashboard,
  users: paths.users,
  adminEvents: paths.events,
  adminTeams: paths.teams,
  communicates: paths.communicates,
  report: '/report/:eventId?/:eventName?',
  userDetail: '/userDetail/:id?',
  eventDetail: '/eventDetail/:id?/:name?',
} as const;

/** The name of a route of the table. */
export type RouteName = keyof typeof routePatterns;
