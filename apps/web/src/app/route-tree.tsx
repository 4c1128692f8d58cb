import { type ComponentType, createElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { type RouteAccess, type RouteFrame, type RouteName, routes } from '../lib/routes';
import { PublicOnly, RequireRole, RequireSession } from './guards';

/** The guard of each access: who may not open the route is sent elsewhere (guards.tsx). */
const guards: Record<RouteAccess, ReactNode> = {
  public: <PublicOnly />,
  open: null,
  user: <RequireRole allow="user" />,
  admin: <RequireRole allow="admin" />,
  signedIn: <RequireSession />,
};

/** Pages that share a pathless parent, which stays mounted while the user moves between them. */
export interface PageScope {
  element: ReactNode;
  names: readonly RouteName[];
}

/** What the router puts into the tree: a page per route, the page scopes, a layout per frame. */
export interface RouteTreeParts {
  pages: Record<RouteName, ComponentType>;
  scopes: readonly PageScope[];
  frames: Record<RouteFrame, ReactNode>;
}

/** What a route of the tree carries besides its pattern and page. */
export interface RouteHandle {
  name: RouteName;
}

/** Shows `user` or `admin` by the signed-in role, for an address both roles use. */
function ByRole({ user, admin }: { user: ReactNode; admin: ReactNode }) {
  return useAuthStore((s) => s.role) === 'admin' ? admin : user;
}

/** The route of `name`'s pattern showing `element` (its meta is found by `useRouteMeta`). */
function pageRoute(name: RouteName, element: ReactNode): RouteObject {
  const handle: RouteHandle = { name };
  return { path: routes[name].pattern, element, handle };
}

/** `children` under `guard` (none for open routes), in `frame`. */
function guarded(guard: ReactNode, frame: ReactNode, children: RouteObject[]): RouteObject {
  const framed: RouteObject = { element: frame, children };
  return guard ? { element: guard, children: [framed] } : framed;
}

/** The routes of some pages; the pages of a scope under its pathless parent. */
function pageRoutes(names: readonly RouteName[], { pages, scopes }: RouteTreeParts) {
  const built: RouteObject[] = [];
  const parents = new Map<PageScope, RouteObject[]>();
  for (const name of names) {
    const route = pageRoute(name, createElement(pages[name]));
    const scope = scopes.find((s) => s.names.includes(name));
    if (!scope) {
      built.push(route);
      continue;
    }
    let children = parents.get(scope);
    if (!children) {
      children = [];
      parents.set(scope, children);
      built.push({ element: scope.element, children });
    }
    children.push(route);
  }
  return built;
}

/**
 * A path both roles use (`/teams`, admin spec §2): routes match by path before any guard
 * runs, so one entry serves both, and the signed-in role picks guard, frame and page.
 */
function sharedByRole(names: readonly RouteName[], { pages, frames }: RouteTreeParts) {
  const user = names.find((name) => routes[name].access === 'user');
  const admin = names.find((name) => routes[name].access === 'admin');
  if (!user || !admin || names.length !== 2) {
    throw new Error(`The routes ${names.join(', ')} share a pattern but not one per role`);
  }
  const byRole = (pick: (name: RouteName) => ReactNode) => (
    <ByRole user={pick(user)} admin={pick(admin)} />
  );
  return guarded(
    byRole((name) => guards[routes[name].access]),
    byRole((name) => frames[routes[name].frame]),
    [
      pageRoute(
        user,
        byRole((name) => createElement(pages[name])),
      ),
    ],
  );
}

/** The items of `list` grouped by `keyOf`, the groups in the order of their first items. */
function groupBy<T>(list: readonly T[], keyOf: (item: T) => string): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const item of list) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return [...groups.values()];
}

/**
 * The routes of the table (lib/routes.ts) as a route tree: the routes of one access and frame
 * share the guard of their access on a pathless parent (public pages send a signed-in visitor
 * home, role pages need that role) and, below it, their frame, which stays mounted while the
 * user moves between their pages.
 */
export function buildRouteTree(parts: RouteTreeParts): RouteObject[] {
  const byPattern = groupBy(Object.keys(routes) as RouteName[], (name) => routes[name].pattern);
  const single = byPattern.filter((names) => names.length === 1).flat();
  return [
    ...groupBy(single, (name) => `${routes[name].access} ${routes[name].frame}`).map((names) => {
      const { access, frame } = routes[names[0]];
      return guarded(guards[access], parts.frames[frame], pageRoutes(names, parts));
    }),
    ...byPattern.filter((names) => names.length > 1).map((names) => sharedByRole(names, parts)),
  ];
}
