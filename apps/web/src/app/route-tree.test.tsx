import { type ComponentType, isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName, routes } from '../lib/routes';
import { PublicOnly, RequireRole, RequireSession } from './guards';
import { buildRouteTree, type RouteHandle } from './route-tree';

// Stand-ins that name what they stand for: a page per route, a layout per frame, one scope.
const stub = (label: string): ComponentType => Object.assign(() => null, { displayName: label });
const pages = Object.fromEntries(
  Object.keys(routes).map((name) => [name, stub(`page ${name}`)]),
) as Record<RouteName, ComponentType>;
const frame = (label: string) => {
  const Frame = stub(`frame ${label}`);
  return <Frame />;
};
const NewsfeedScope = stub('scope newsfeed');
const tree = buildRouteTree({
  pages,
  scopes: [{ element: <NewsfeedScope />, names: ['newsfeed', 'newsfeedPost'] }],
  frames: {
    public: frame('public'),
    open: frame('open'),
    user: frame('user'),
    admin: frame('admin'),
  },
});

/** What an element is, readably: a guard with its role, a stand-in's label, `ByRole`. */
function describeElement(element: ReactNode): string {
  if (!isValidElement(element)) return String(element);
  const { type, props } = element as { type: ComponentType & { name: string }; props: object };
  if (type === PublicOnly) return 'guard public';
  if (type === RequireSession) return 'guard signedIn';
  if (type === RequireRole) return `guard ${(props as { allow: string }).allow}`;
  return type.displayName ?? type.name;
}

/** The elements from the root down to the page that an address shows. */
function chainAt(address: string): string[] {
  return (matchRoutes(tree, address) ?? []).map(({ route }) => describeElement(route.element));
}

/** An address of each route (its builder called with sample values, or its fixed address). */
function addressOf(name: RouteName): string {
  const path: unknown = paths[name];
  return typeof path === 'function' ? (path as (...args: string[]) => string)('x', 'y') : `${path}`;
}

describe('the route tree built from the route table', () => {
  it('puts every route under the guard of its access, in its frame, with its page', () => {
    const names = (Object.keys(routes) as RouteName[]).filter(
      (name) => name !== 'teams' && name !== 'adminTeams',
    );
    for (const name of names) {
      const { access, frame } = routes[name];
      const chain = chainAt(addressOf(name)).filter((label) => !label.startsWith('scope'));
      const guard = access === 'open' ? [] : [`guard ${access}`];
      expect(chain, name).toEqual([...guard, `frame ${frame}`, `page ${name}`]);
    }
  });

  it('gives each matched page its route name, for its early requests', () => {
    const page = matchRoutes(tree, paths.newsfeedPost('p-1'))?.at(-1);
    expect((page?.route.handle as RouteHandle | undefined)?.name).toBe('newsfeedPost');
  });

  it('keeps the newsfeed and its posts under one scope, which no other page has', () => {
    expect(chainAt(paths.newsfeed)).toContain('scope newsfeed');
    expect(chainAt(paths.newsfeedPost('p-1'))).toContain('scope newsfeed');
    expect(chainAt(paths.progress)).not.toContain('scope newsfeed');
  });

  it('serves the address both roles use from one entry that picks by role', () => {
    expect(chainAt(paths.teams)).toEqual(['ByRole', 'ByRole', 'ByRole']);
    expect(tree.filter((route) => matchRoutes([route], paths.teams))).toHaveLength(1);
  });
});
