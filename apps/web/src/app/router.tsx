import { type ComponentType, isValidElement, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { LoginPage } from '../features/auth/pages/login-page';
import { NewsfeedScope } from '../features/feed/components/newsfeed-scope';
import { loadAllComponentStyles } from '../lib/component-styles';
import { loadAllTexts } from '../lib/i18n';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { RouteFrame, RouteName } from '../lib/routes';
import { preloadGates, RequireRole, RequireSession } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { buildRouteTree, type PageScope, type RouteHandle } from './route-tree';

/** The data scope every page but the login lives in (data-scope.tsx). */
const dataScope = () => import('./data-scope');

/**
 * A page or frame loaded on first visit (its own chunk), from a module's named export, together
 * with the styles of every component, all texts of the UI language and the data scope, so it
 * never paints unstyled or with missing texts. `carriesItsStyles`: the participant's frame and
 * the newsfeed import the styles of what they draw (styles/signed-in-first.ts) and load the
 * others once the newsfeed's first photo has painted (decision 088); the early start knows
 * such pages by their paths (`pagesWithTheirOwnStyles`, first-reads.ts).
 */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  carriesItsStyles = false,
) {
  return lazyWithPreload(async () => {
    const [module, scope] = await Promise.all([
      load(),
      dataScope(),
      carriesItsStyles ? undefined : loadAllComponentStyles(),
      loadAllTexts(),
    ]);
    return scope.withDataScope(module[name] as ComponentType);
  });
}

// The frames of signed-in and open pages load with them: the login page carries none of their
// navigation, drawers and menus (issue 13).
const UserLayout = lazyPage(() => import('./layouts/user-layout'), 'UserLayout', true);
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout');
const OpenLayout = lazyPage(() => import('./layouts/open-layout'), 'OpenLayout');

/** Shows a loading message while a lazily loaded frame arrives (each frame has its own for pages). */
function FrameSuspense() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

const RegisterRoute = lazyPage(() => import('./pages/register-route'), 'RegisterRoute');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const CompanySignInPage = lazyPage(
  () => import('../features/auth/pages/company-sign-in-page'),
  'CompanySignInPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const RegistrationConfirmPage = lazyPage(
  () => import('../features/auth/pages/registration-confirm-page'),
  'RegistrationConfirmPage',
);
const TermsPage = lazyPage(() => import('../features/terms/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/privacy/pages/privacy-page'), 'PrivacyPage');
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const ChangePasswordPage = lazyPage(
  () => import('../features/profile/pages/change-password-page'),
  'ChangePasswordPage',
);
const DashboardRoute = lazyPage(() => import('./pages/dashboard-route'), 'DashboardRoute');
const UsersPage = lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage');
const UserDetailPage = lazyPage(
  () => import('../features/users/pages/user-detail-page'),
  'UserDetailPage',
);
const EventsPage = lazyPage(() => import('../features/events/pages/events-page'), 'EventsPage');
const EventDetailRoute = lazyPage(() => import('./pages/event-detail-route'), 'EventDetailRoute');
const ActiveEventsPage = lazyPage(
  () => import('../features/events/pages/active-events-page'),
  'ActiveEventsPage',
);
const EventRegistrationPage = lazyPage(
  () => import('../features/events/pages/event-registration-page'),
  'EventRegistrationPage',
);
const ProgressRoute = lazyPage(() => import('./pages/progress-route'), 'ProgressRoute');
const ActivityFormPage = lazyPage(
  () => import('../features/activities/pages/activity-form-page'),
  'ActivityFormPage',
);
const MyActivityRoute = lazyPage(() => import('./pages/my-activity-route'), 'MyActivityRoute');
const SearchPage = lazyPage(() => import('../features/friends/pages/search-page'), 'SearchPage');
const MyFriendsPage = lazyPage(
  () => import('../features/friends/pages/my-friends-page'),
  'MyFriendsPage',
);
const CompetitorPage = lazyPage(
  () => import('../features/friends/pages/competitor-page'),
  'CompetitorPage',
);
const NotificationPage = lazyPage(
  () => import('../features/notifications/pages/notification-page'),
  'NotificationPage',
);
const NotificationDetailPage = lazyPage(
  () => import('../features/notifications/pages/notification-detail-page'),
  'NotificationDetailPage',
);
const NewsfeedRoute = lazyPage(() => import('./pages/newsfeed-route'), 'NewsfeedRoute', true);
const NewsfeedPostPage = lazyPage(
  () => import('../features/feed/pages/newsfeed-post-page'),
  'NewsfeedPostPage',
);

const RankingPage = lazyPage(
  () => import('../features/rankings/pages/ranking-page'),
  'RankingPage',
);
const RankingSearchPage = lazyPage(
  () => import('../features/rankings/pages/ranking-search-page'),
  'RankingSearchPage',
);
const ReportPage = lazyPage(() => import('../features/reports/pages/report-page'), 'ReportPage');
const TeamsPage = lazyPage(() => import('../features/teams/pages/teams-page'), 'TeamsPage');
const AdminTeamsPage = lazyPage(
  () => import('../features/teams/pages/admin-teams-page'),
  'AdminTeamsPage',
);
const ReviewPage = lazyPage(() => import('../features/fair-play/pages/review-page'), 'ReviewPage');
const CommunicationsPage = lazyPage(
  () => import('../features/communications/pages/communications-page'),
  'CommunicationsPage',
);
const AuditPage = lazyPage(() => import('../features/audit/pages/audit-page'), 'AuditPage');

/** The page of every route of the table (lib/routes.ts): all that the router adds to it. */
const pages: Record<RouteName, ComponentType> = {
  root: LoginPage,
  indexHtml: LoginPage,
  login: LoginPage,
  register: RegisterRoute,
  forgotPassword: ForgotPasswordPage,
  registrationConfirm: RegistrationConfirmPage,
  resetPassword: ResetPasswordPage,
  companySignIn: CompanySignInPage,
  term: TermsPage,
  privacy: PrivacyPage,

  newsfeed: NewsfeedRoute,
  newsfeedPost: NewsfeedPostPage,
  progress: ProgressRoute,
  activityForm: ActivityFormPage,
  myActivity: MyActivityRoute,
  ranking: RankingPage,
  rankingSearch: RankingSearchPage,
  competitor: CompetitorPage,
  search: SearchPage,
  profile: ProfilePage,
  changePassword: ChangePasswordPage,
  myFriends: MyFriendsPage,
  activeEvents: ActiveEventsPage,
  eventRegistration: EventRegistrationPage,
  teams: TeamsPage,
  notification: NotificationPage,
  notificationDetail: NotificationDetailPage,

  dashboard: DashboardRoute,
  users: UsersPage,
  adminEvents: EventsPage,
  adminTeams: AdminTeamsPage,
  review: ReviewPage,
  communicates: CommunicationsPage,
  audit: AuditPage,
  report: ReportPage,
  userDetail: UserDetailPage,
  eventDetail: EventDetailRoute,
};

/**
 * Pages that share a pathless parent, which stays mounted while the user moves between them:
 * leaving both newsfeed paths forgets the remembered tab (admin spec §2).
 */
const pageScopes: PageScope[] = [
  { element: <NewsfeedScope />, names: ['newsfeed', 'newsfeedPost'] },
];

/** The layout of each frame. */
const frames: Record<RouteFrame, ReactNode> = {
  public: <PublicLayout />,
  open: <OpenLayout />,
  user: <UserLayout />,
  admin: <AdminLayout />,
};

/**
 * The requests a page sends first, for the pages a signed-in start often opens on: sent
 * beside the page's code rather than once it has rendered (`preloadRoute`, decision 048).
 * Their code comes with the page's chunk, not the entry: the page's early start sent the
 * reads themselves already (decision 087).
 */
const earlyRequests: Partial<Record<RouteName, () => Promise<void>>> = {
  newsfeed: () =>
    import('../features/feed/early-requests').then((requests) => requests.sendNewsfeedRequests()),
};

/** The route tree: the table's routes with their pages (route-tree.tsx), then the not-found page. */
const appRoutes: RouteObject[] = [
  {
    element: <FrameSuspense />,
    children: [
      ...buildRouteTree({ pages, scopes: pageScopes, frames }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads, all at once, the frame and page of `path` (e.g. `/newsfeed`) and, when it needs a
 * session, the profile guards, and sends the page's first requests: a signed-in start loads
 * them beside its start-up state and renders once they are in, instead of loading one level
 * after another as each renders and showing the loading screen meanwhile (decision 048).
 * Nothing loads twice.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(appRoutes, path) ?? []) {
    const name = (route.handle as RouteHandle | undefined)?.name;
    const sent = name ? earlyRequests[name]?.() : undefined;
    if (sent) loads.push(sent);
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (type === RequireRole || type === RequireSession) loads.push(preloadGates());
    if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function') {
      loads.push(type.preload());
    }
  }
  return Promise.all(loads);
}

/**
 * The app's pages at the current address, with the crash page for a page that fails to render
 * or to load. The declarative router (`HashRouter`, `/#/login` as the specs require) is 16 kB
 * smaller than the data router, whose loaders and actions the app does not use (issue 13); the
 * error boundary starts afresh on every new address.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[location.key]}>
      <RouteTree />
    </ErrorBoundary>
  );
}

function RouteTree() {
  return useRoutes(appRoutes);
}
