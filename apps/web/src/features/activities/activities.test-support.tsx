import type { MyEvent } from '@cc/shared/events/events.schemas';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { buildProfile } from '../../test/factories';
import { type Handlers, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-app';
import { signInAs } from '../../test/session';
import { ActivityFormPage } from './pages/activity-form-page';
import { MyActivityPage } from './pages/my-activity-page';
import { ProgressPage } from './pages/progress-page';

/**
 * Renders this feature's pages at `path` with the app's providers. The app router registers
 * them too; this harness keeps the feature's tests independent of the shell.
 */
export function renderActivitiesRoute(path: string) {
  return renderRoutes(
    [
      { path: routes.progress.pattern, element: <ProgressPage /> },
      { path: routes.activityForm.pattern, element: <ActivityFormPage /> },
      { path: routes.myActivity.pattern, element: <MyActivityPage /> },
    ],
    path,
  );
}

/** The path the router shows now. */
export function currentPath(router: { state: { location: { pathname: string } } }): string {
  return router.state.location.pathname;
}

/**
 * The challenge of these tests: it runs for years around the tests' clock, so the countdown,
 * the buttons and the date picker behave as during a running event. Pass it to `buildMyEvent`.
 */
export const runningChallenge = {
  name: 'Spring Challenge',
  startDate: '2025-03-01',
  endDate: '2099-12-31',
  startsAt: '2025-02-28T23:00:00.000Z',
  endsAt: '2099-12-31T23:00:00.000Z',
  maximumKm: 50,
  maximumMile: 31.07,
} satisfies Partial<MyEvent>;

/** The calls the activity form makes before it shows, for `event`, and `extra` ones. */
export function mockFormCalls(
  event: MyEvent,
  extra: Handlers = {},
  profile: Profile = buildProfile(),
) {
  return mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/profile/events': { body: { docs: [event] } },
    'GET /api/settings': { body: { timeZone: 'Europe/Berlin' } },
    ...extra,
  });
}

/** Opens the activity form at `path` for the signed-in participant, once it shows. */
export async function openActivityForm(path: string) {
  signInAs('user');
  const user = userEvent.setup();
  const utils = renderActivitiesRoute(path);
  // In the language the test chose: the form is there once its distance picker is.
  await screen.findByRole('button', { name: i18n.t('activities:picker.open') });
  return { user, ...utils };
}
