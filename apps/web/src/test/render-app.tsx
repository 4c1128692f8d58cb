import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type RouteObject,
  UNSAFE_createMemoryHistory,
  useLocation,
  useRoutes,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/router';

/**
 * The test harness is the one place outside `app/` that reaches into the shell: tests of a
 * feature render through these helpers and never import `app/` themselves.
 */

/** How long a test waits for a lazily loaded page: its chunk's first import takes a while. */
export const PAGE_LOAD_MS = 10_000;

/** Renders `ui` inside the app's providers (i18n, query client, theme, dialogs, toasts). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders env="test">{ui}</AppProviders>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * Where a rendered app is, and a way to move it, as tests read them: the current location
 * (`router.state.location`) and `router.navigate(to | delta)`.
 */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string | number): Promise<void>;
}

/**
 * Renders `routes` in a memory router at `path`. The router is driven by a history the test
 * holds, so `router.state.location` is the address as soon as a navigation starts, also while
 * the next page's chunk is still loading (the app's own router shows the old page meanwhile).
 */
function renderAt(routes: ReactNode, path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location as Location };
    },
    async navigate(to) {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
  const utils = renderWithProviders(<HistoryRouter history={history}>{routes}</HistoryRouter>);
  return { ...utils, router };
}

/** Renders the whole app (real routes, guards and providers) at `path`. */
export function renderApp(path: string) {
  return renderAt(<AppRoutes />, path);
}

/** Shows where a link or navigation led, for pages outside the routes under test. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function FeatureRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <Elsewhere /> }]);
}

/**
 * Renders a feature's own routes at `path` with the app's providers, without the shell;
 * any other address shows its path (`getByTestId('location')`).
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderAt(<FeatureRoutes routes={routes} />, path);
}
