/**
 * Who may open each route and what its frame shows. The addresses themselves and the router
 * patterns live in `lib/paths.ts`, which features import; this file belongs to the shell.
 */
import { paths, type RouteName, routePatterns } from '../lib/paths';

export type { RouteName };

/**
 * Who may open a route (admin spec §2): `public` pages redirect a signed-in visitor home;
 * `open` pages are for everyone; `user` and `admin` need that role; `signedIn` needs a
 * session of either role.
 */
export type RouteAccess = 'public' | 'open' | 'user' | 'admin' | 'signedIn';

export interface RouteMeta {
  /** The router pattern (lib/paths.ts). */
  pattern: string;
  access: RouteAccess;
  /** Translation key (shell namespace) of the header title. */
  titleKey?: string;
  /** Whether the user layout shows a back button instead of the menu button. */
  back?: boolean;
  /** Where the back button goes; without it, one step back in history. */
  backTo?: string;
}

/** What the shell knows of a route besides its pattern. */
type RouteFrame = Omit<RouteMeta, 'pattern'>;

const frames = {
  root: { access: 'public' },
  indexHtml: { access: 'public' },
  login: { access: 'public' },
  register: { access: 'public' },
  forgotPassword: { access: 'public' },
  registrationConfirm: { access: 'public' },
  resetPassword: { access: 'public' },
  term: { access: 'open', titleKey: 'titles.term' },

  newsfeed: { access: 'user', titleKey: 'titles.newsfeed' },
  newsfeedPost: { access: 'user', titleKey: 'titles.newsfeed', back: true, backTo: paths.newsfeed },
  progress: { access: 'user', titleKey: 'titles.progress' },
  activityForm: { access: 'user', titleKey: 'titles.activityForm', back: true },
  myActivity: { access: 'user', titleKey: 'titles.myActivity', back: true, backTo: paths.progress },
  ranking: { access: 'user', titleKey: 'titles.ranking' },
  rankingSearch: { access: 'user', titleKey: 'titles.rankingSearch', back: true },
  competitor: { access: 'user', titleKey: 'titles.competitor', back: true },
  search: { access: 'user', titleKey: 'titles.search' },
  profile: { access: 'user', titleKey: 'titles.profile' },
  changePassword: {
    access: 'user',
    titleKey: 'titles.changePassword',
    back: true,
    backTo: paths.profile,
  },
  myFriends: { access: 'user', titleKey: 'titles.myFriends' },
  activeEvents: { access: 'user', titleKey: 'titles.activeEvents' },
  eventRegistration: { access: 'signedIn', titleKey: 'titles.eventRegistration', back: true },
  teams: { access: 'user', titleKey: 'titles.teams' },
  notification: { access: 'user', titleKey: 'titles.notification' },
  notificationDetail: {
    access: 'user',
    titleKey: 'titles.notificationDetail',
    back: true,
    backTo: paths.notification,
  },

  dashboard: { access: 'admin', titleKey: 'titles.dashboard' },
  users: { access: 'admin', titleKey: 'titles.users' },
  adminEvents: { access: 'admin', titleKey: 'titles.events' },
  adminTeams: { access: 'admin', titleKey: 'titles.teams' },
  communicates: { access: 'admin', titleKey: 'titles.communicates' },
  report: { access: 'admin', titleKey: 'titles.report' },
  userDetail: { access: 'admin', titleKey: 'titles.userDetail' },
  eventDetail: { access: 'admin', titleKey: 'titles.eventDetail' },
} as const satisfies Record<RouteName, RouteFrame>;

/** Meta of every route, keyed by its name: the pattern of lib/paths.ts and its frame. */
export const routeMeta = Object.fromEntries(
  Object.entries(frames).map(([name, frame]) => [
    name,
    { pattern: routePatterns[name as RouteName], ...frame },
  ]),
) as { [N in RouteName]: RouteMeta };
