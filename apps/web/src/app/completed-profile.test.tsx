import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RouteName, routes } from '../lib/routes';
import { buildEvent, buildPage, buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../test/render-app';
import { signInAs } from '../test/session';

/** A participant on their first login: the profile has not been saved yet. */
function signInFirstTime(role: 'user' | 'admin' = 'user') {
  signInAs(role);
  return mockFetch({
    'GET /api/profile': { body: buildProfile({ role, firstTimeLogin: true }) },
    'GET /api/profile/events': { body: { docs: [] } },
    'GET /api/events/all': { body: buildPage([], { limit: 50 }) },
    'GET /api/events/event-1': { body: buildEvent({ _id: 'event-1' }) },
    'GET /api/notifications': { body: buildPage([]) },
  });
}

describe('pages that need a completed profile (admin spec §2: the profile flag)', () => {
  it.each([
    '/newsfeed',
    '/progress',
    '/active-events',
    '/myfriends',
    '/search',
    '/eventRegistration?eventId=event-1',
  ])(
    'send a participant who has not saved the profile yet from %s to the profile',
    async (path) => {
      signInFirstTime();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), {
        timeout: PAGE_LOAD_MS,
      });
      expect(
        await screen.findByText('Welcome to the Charity Challenge!', {}, { timeout: PAGE_LOAD_MS }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    [
      '/changePassword',
      () => screen.findByRole('button', { name: 'Change password' }, { timeout: PAGE_LOAD_MS }),
    ],
    ['/notification', () => screen.findByText('No record found', {}, { timeout: PAGE_LOAD_MS })],
    ['/term', () => screen.findByText('As of July 2020', {}, { timeout: PAGE_LOAD_MS })],
  ] as const)('let that participant open %s first', async (path, findPage) => {
    signInFirstTime();
    const { router } = renderApp(path);
    expect(await findPage()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('open for a participant whose profile is saved', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ firstTimeLogin: false }) },
      'GET /api/profile/events': { body: { docs: [] } },
      'GET /api/events/all': { body: buildPage([], { limit: 50 }) },
    });
    const { router } = renderApp('/active-events');
    expect(
      await screen.findByText('No record found', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/active-events');
  });

  it('never send an administrator to the profile', async () => {
    signInFirstTime('admin');
    const { router } = renderApp('/eventRegistration?eventId=event-1');
    expect(
      await screen.findByText(
        /Would you like to join “Spring Run”\?/,
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eventRegistration');
  });

  it('are every participant page but the profile, its password, the notifications and the terms', () => {
    const flagged = (Object.keys(routes) as RouteName[]).filter(
      (name) => (routes[name] as { needsProfile?: boolean }).needsProfile,
    );
    expect(flagged.sort()).toEqual(
      [
        'newsfeed',
        'newsfeedPost',
        'progress',
        'activityForm',
        'myActivity',
        'ranking',
        'rankingSearch',
        'competitor',
        'search',
        'myFriends',
        'activeEvents',
        'eventRegistration',
        'teams',
      ].sort(),
    );
  });
});
