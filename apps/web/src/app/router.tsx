import { type ComponentType, isValidElement, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { LoginPage } from '../features/auth/pages/login-page';
import { NewsfeedScope } from '../features/feed/components/newsfeed-scope';
import { sendNewsfeedRequests } from '../features/feed/early-requests';
import { useAuthStore } from '../lib/auth-store';
import { loadAllTexts } from '../lib/i18n';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { PublicOnly, preloadGates, RequireRole, RequireSession } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { type RouteName, routeMeta } from './routes';
import { registerScreen } from './screens';

/** The styles of every Mantine component (the first page has only its own, styles/first-page.ts). */
const allComponentStyles = () => import('./styles/all-components');

/** The data scope every page but the login lives in (data-scope.tsx). */
const dataScope = () => import('./data-scope');

/**
 * A page or frame loaded on first visit (its own chunk), from a module's named export, together
 * with the styles of every component, all texts of the UI language and the data scope, so it
 * never paints unstyled or with missing texts.
 */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyWithPreload(async () => {
    const [module, scope] = await Promise.all([
      load(),
      dataScope(),
      allComponentStyles(),
      loadAllTexts(),
    ]);
    return scope.withDataScope(module[name] as ComponentType);
  });
}

// The frames of signed-in and open pages load with them: the login page carries none of their
// navigation, drawers and menus (issue 13).
const UserLayout = lazyPage(() => import('./layouts/user-layout'), 'UserLayout');
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
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const RegistrationConfirmPage = lazyPage(
  () => import('../features/auth/pages/registration-confirm-page'),
  'RegistrationConfirmPage',
);
const TermsPage = lazyPage(() => import('../features/terms/pages/terms-page'), 'TermsPage');
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const ChangePasswordPage = lazyPage(
  () => import('../features/profile/pages/change-password-page'),
  'ChangePasswordPage',
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
const UsersPage = lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage');
const UserDetailPage = lazyPage(
  () => import('../features/users/pages/user-detail-page'),
  'UserDetailPage',
);
const EventsPage = lazyPage(() => import('../features/events/pages/events-page'), 'EventsPage');
const EventDetailPage = lazyPage(
  () => import('../features/events/pages/event-detail-page'),
  'EventDetailPage',
);
const ActiveEventsPage = lazyPage(
  () => import('../features/events/pages/active-events-page'),
  'ActiveEventsPage',
);
const EventRegistrationPage = lazyPage(
  () => import('../features/events/pages/event-registration-page'),
  'EventRegistrationPage',
);
const ProgressPage = lazyPage(
  () => import('../features/activities/pages/progress-page'),
  'ProgressPage',
);
const ActivityFormPage = lazyPage(
  () => import('../features/activities/pages/activity-form-page'),
  'ActivityFormPage',
);
const MyActivityPage = lazyPage(
  () => import('../features/activities/pages/my-activity-page'),
  'MyActivityPage',
);
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
const NewsfeedPage = lazyPage(() => import('../features/feed/pages/newsfeed-page'), 'NewsfeedPage');
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
const CommunicationsPage = lazyPage(
  () => import('../features/communications/pages/communications-page'),
  'CommunicationsPage',
);

/** Shows `user` or `admin` by the signed-in role, for an address both roles use. */
function ByRole({ user, admin }: { user: ReactNode; admin: ReactNode }) {
  return useAuthStore((s) => s.role) === 'admin' ? admin : user;
}

/** `/teams`: the participant's team list or the administrator's team management. */
function TeamsRoute() {
  return <ByRole user={<TeamsPage />} admin={<AdminTeamsPage />} />;
}
// The administrator's /teams (`adminTeams`) is served by the same route entry as the
// participant's (see the tree below), so it is recorded here.
registerScreen('adminTeams');

/**
 * The requests a page sends first, for the pages a signed-in start often opens on: sent
 * beside the page's code rather than once it has rendered (`preloadRoute`, decision 048).
 */
const earlyRequests: Partial<Record<RouteName, () => void>> = {
  newsfeed: sendNewsfeedRequests,
};

/** What a route of the table carries besides its pattern and page. */
interface RouteHandle {
  name: RouteName;
}

/** A route of the table: its pattern and its page (its meta is found by `useRouteMeta`). */
function route(name: RouteName, Page: ComponentType): RouteObject {
  registerScreen(name);
  const handle: RouteHandle = { name };
  return { path: routeMeta[name].pattern, element: <Page />, handle };
}

/**
 * The route tree. Guards sit on pathless parents: public pages send a signed-in visitor home,
 * role pages need that role, and each role has its own layout. A path both roles use
 * (`/teams`) gets one entry per role tree; the first tree whose guard lets the visitor in
 * wins, so such a path must live in a route that picks the page by role.
 */
const appRoutes: RouteObject[] = [
  {
    element: <FrameSuspense />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              route('root', LoginPage),
              route('indexHtml', LoginPage),
              route('login', LoginPage),
              route('register', RegisterRoute),
              route('forgotPassword', ForgotPasswordPage),
              route('registrationConfirm', RegistrationConfirmPage),
              route('resetPassword', ResetPasswordPage),
            ],
          },
        ],
      },
      {
        path: routeMeta.term.pattern,
        element: <OpenLayout />,
        children: [{ index: true, element: <TermsPage /> }],
      },
      {
        element: <RequireRole allow="user" />,
        children: [
          {
            element: <UserLayout />,
            children: [
              {
                // Leaving both newsfeed paths forgets the remembered tab (admin spec §2).
                element: <NewsfeedScope />,
                children: [
                  route('newsfeed', NewsfeedPage),
                  route('newsfeedPost', NewsfeedPostPage),
                ],
              },
              route('progress', ProgressPage),
              route('activityForm', ActivityFormPage),
              route('myActivity', MyActivityPage),
              route('activeEvents', ActiveEventsPage),
              route('profile', ProfilePage),
              route('changePassword', ChangePasswordPage),
              route('ranking', RankingPage),
              route('rankingSearch', RankingSearchPage),
              route('search', SearchPage),
              route('myFriends', MyFriendsPage),
              route('competitor', CompetitorPage),
              route('notification', NotificationPage),
              route('notificationDetail', NotificationDetailPage),
            ],
          },
        ],
      },
      {
        element: <RequireRole allow="admin" />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              route('dashboard', DashboardPage),
              route('report', ReportPage),
              route('adminEvents', EventsPage),
              route('users', UsersPage),
              route('userDetail', UserDetailPage),
              route('eventDetail', EventDetailPage),
              route('communicates', CommunicationsPage),
            ],
          },
        ],
      },
      {
        // `/teams` is a page of both roles (admin spec §2). Routes match by path before any
        // guard runs, so one entry serves both: the signed-in role picks guard, frame and page.
        element: (
          <ByRole user={<RequireRole allow="user" />} admin={<RequireRole allow="admin" />} />
        ),
        children: [
          {
            element: <ByRole user={<UserLayout />} admin={<AdminLayout />} />,
            children: [route('teams', TeamsRoute)],
          },
        ],
      },
      {
        // /eventRegistration needs a session only (admin spec §2), in the frame of the role.
        element: <RequireSession />,
        children: [
          {
            element: <OpenLayout />,
            children: [route('eventRegistration', EventRegistrationPage)],
          },
        ],
      },
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
    if (name) earlyRequests[name]?.();
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
