import { describe, expect, it } from 'vitest';
import { type RouteName, routes } from '../../apps/web/src/lib/routes';
import { adminScreens, participantScreens, publicScreens, screenName } from './screens';

const lists = { public: publicScreens, participant: participantScreens, admin: adminScreens };

/** The routes of the router a role opens (the routes table is the router's table). */
function routesFor(access: string[]): RouteName[] {
  return (Object.keys(routes) as RouteName[]).filter((name) =>
    access.includes(routes[name].access),
  );
}

describe('the screen list of npm run screenshots', () => {
  it.each(Object.entries(lists))('gives every %s screen its own name', (_role, screens) => {
    const slugs = screens.map((screen) => screen.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('pictures every participant route of the router', () => {
    const shown = new Set(participantScreens.map((screen) => screen.route));
    expect(routesFor(['user', 'signedIn']).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('pictures every administrator route of the router', () => {
    const shown = new Set(adminScreens.map((screen) => screen.route));
    expect(routesFor(['admin']).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('pictures the public pages: login, registration, forgotten password and the legal pages', () => {
    expect(publicScreens.map((screen) => screen.route)).toEqual(
      expect.arrayContaining(['login', 'register', 'forgotPassword', 'term', 'privacy']),
    );
  });

  it('numbers the files in the order of the list', () => {
    expect(screenName('participant', 'de', 2, 'newsfeed')).toBe('participant-de-03-newsfeed');
    expect(screenName('admin', 'en', 11, 'users')).toBe('admin-en-12-users');
  });
});
