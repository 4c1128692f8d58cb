import type { RouteName } from '../lib/paths';

const registered = new Set<RouteName>();

/** Records that the router has a page for `name` (called while the route tree is built). */
export function registerScreen(name: RouteName): void {
  registered.add(name);
}

/**
 * Whether a screen exists in this build. The route table names every address of the spec;
 * screens arrive capability by capability, and nobody is sent to one that is not there yet.
 */
export function hasScreen(name: RouteName): boolean {
  return registered.has(name);
}
