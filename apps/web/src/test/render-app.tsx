import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';

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
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...utils, queryClient };
}

/** Renders the whole app (real routes, guards and providers) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** Shows where a link or navigation led, for pages outside the routes under test. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders a feature's own routes at `path` with the app's providers, without the shell;
 * any other address shows its path (`getByTestId('location')`).
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [path],
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
