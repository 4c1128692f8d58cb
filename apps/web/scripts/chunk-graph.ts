/**
 * The built app's chunk graph, read from Vite's manifest (`dist/.vite/manifest.json`). Two
 * readers share it: the size budget (scripts/size-budget.ts: what a page loads before its first
 * paint) and the service worker's precache list (vite.config.ts: everything but the admin area).
 * The lists of first-page and admin modules are kept here for both.
 * Plain Node and no DOM, so the Vite config can import it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest, keyed by its source path relative to apps/web. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = '.vite/manifest.json';

/** The source modules of the administrators' area: the precache leaves out what only they load. */
export const adminRoots = [
  'src/app/layouts/admin-layout.tsx',
  'src/app/pages/dashboard-route.tsx',
  'src/features/users/pages/users-page.tsx',
  'src/features/users/pages/user-detail-page.tsx',
  'src/features/events/pages/events-page.tsx',
  'src/app/pages/event-detail-route.tsx',
  'src/features/reports/pages/report-page.tsx',
  'src/features/teams/pages/admin-teams-page.tsx',
  'src/features/communications/pages/communications-page.tsx',
  'src/features/fair-play/pages/review-page.tsx',
] as const;

/**
 * What a signed-in participant's first page (the newsfeed) runs before it paints beyond the
 * entry, apart from the texts: the profile guards, the data scope, the start-up state, the
 * participant frame with the styles of what it and the newsfeed draw, and the newsfeed page. The build puts
 * them and everything they import into one chunk, `signed-in` (vite.config.ts), instead of
 * about fifty small ones (decision 048).
 */
export const signedInModules = [
  'src/app/profile-gate.tsx',
  'src/app/data-scope.tsx',
  'src/app/startup.ts',
  'src/app/layouts/user-layout.tsx',
  'src/app/pages/newsfeed-route.tsx',
  'src/features/feed/pages/newsfeed-page.tsx',
] as const;

/** The name of the chunk of `signedInModules`. */
export const SIGNED_IN_CHUNK = 'signed-in';

/** A root naming a chunk by its name rather than by a module: `group:signed-in`. */
const GROUP_PREFIX = 'group:';

/**
 * What each first page of a visit runs before it paints: the entry (with the login page and
 * the German first-page texts), then what the router and the start-up load with import() for
 * the address. The size budget counts them; the build marks their chunks for eager
 * compilation (decision 048).
 */
export const firstPages = {
  login: ['index.html'],
  newsfeed: ['index.html', `${GROUP_PREFIX}${SIGNED_IN_CHUNK}`, 'src/locales/de/pages.ts'],
} as const satisfies Record<string, readonly string[]>;

/** The chunk name a root names (`group:signed-in` → `signed-in`), if it names one. */
export function groupOf(root: string): string | undefined {
  return root.startsWith(GROUP_PREFIX) ? root.slice(GROUP_PREFIX.length) : undefined;
}

export function readManifest(dist: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_PATH), 'utf8')) as ViteManifest;
}

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const group = groupOf(key);
  const found = group
    ? Object.values(manifest).find((entry) => entry.name === group && !entry.src)
    : manifest[key];
  if (!found) {
    throw new Error(
      `${key} is not a chunk of its own in the build manifest: a page or layout listed in apps/web/scripts/chunk-graph.ts must be loaded with import() (lazy), a group must be built (vite.config.ts), or the list is out of date`,
    );
  }
  return found;
}

/** JavaScript and CSS files, in load order. */
export interface LoadedFiles {
  js: string[];
  css: string[];
}

/**
 * What loading the given modules fetches before any of them runs: their own chunks, every chunk
 * they import statically (Vite preloads those together), and the CSS of all of them. Dynamic
 * imports are not followed: they load later, with the code that asks for them.
 */
export function staticClosure(manifest: ViteManifest, roots: readonly string[]): LoadedFiles {
  const seen = new Set<string>();
  const files: LoadedFiles = { js: [], css: [] };
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(manifest, key);
    // A group is reached from its manifest key too: count it once.
    seen.add(Object.keys(manifest).find((k) => manifest[k] === entry) ?? key);
    if (entry.file.endsWith('.js')) files.js.push(entry.file);
    for (const css of entry.css ?? []) if (!files.css.includes(css)) files.css.push(css);
    for (const next of entry.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return files;
}

/**
 * Every file the app can load from the entry, static and dynamic imports alike, without going
 * through the `excluded` modules: what the service worker must hold for the app to work offline
 * when those modules (the admin area) are left out.
 */
export function reachableFiles(
  manifest: ViteManifest,
  excluded: readonly string[],
  entry = 'index.html',
): Set<string> {
  const skip = new Set(excluded);
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const found = chunk(manifest, key);
    files.add(found.file);
    for (const file of [...(found.css ?? []), ...(found.assets ?? [])]) files.add(file);
    for (const next of [...(found.imports ?? []), ...(found.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
}
