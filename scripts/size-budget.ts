// Issue 13, budgets that hold: the gzip size of the JavaScript and CSS two pages load before
// their first paint, from the build's manifest (apps/web/dist/.vite/manifest.json). Prints a
// table per page and the service worker's precache, and exits 1 when a page exceeds its limit,
// its stylesheets lack a Mantine component its code carries, or the precache holds the admin
// area. `npm test` runs it after the build (decisions 046, 048).
//
// Each budget has a goal (issue 13's figure) and a limit. The limit is what the build must not
// exceed today: it only ever moves down, towards the goal, as the pages shrink; a change that
// grows a page past it fails. Both limits are their goals now (decision 048).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  adminRoots,
  firstPages,
  type LoadedFiles,
  readManifest,
  staticClosure,
} from '../apps/web/scripts/chunk-graph';
import { mantineClasses, unstyledComponents } from '../apps/web/scripts/component-styles';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface Page {
  name: string;
  /**
   * The modules the page runs before it paints: the entry, then what the router and the
   * start-up load with import() for this address (layout, page, the UI language's texts).
   */
  roots: readonly string[];
  /** kB (1000 bytes) of gzip: the goal, and the limit the build must stay within. */
  js: Budget;
  css?: Budget;
}

interface Budget {
  goal: number;
  limit: number;
}

const pages: Page[] = [
  {
    name: 'login (/#/login, first visit)',
    // The login page is part of the entry (router.tsx): the first page of a visit, in one file.
    roots: firstPages.login,
    js: { goal: 150, limit: 150 },
    css: { goal: 25, limit: 25 },
  },
  {
    name: 'newsfeed (/#/newsfeed, signed in)',
    roots: firstPages.newsfeed,
    js: { goal: 250, limit: 250 },
  },
];

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let found = sizes.get(file);
  if (!found) {
    const bytes = fs.readFileSync(path.join(dist, file));
    found = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes).length,
    };
    sizes.set(file, found);
  }
  return found;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function total(files: string[]) {
  return files.map(sizeOf).reduce(
    (sum, s) => ({
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      brotli: sum.brotli + s.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

function printFiles(loaded: LoadedFiles) {
  console.log(
    `  ${'file'.padEnd(52)} ${'raw kB'.padStart(7)} ${'gzip'.padStart(7)} ${'br'.padStart(7)}`,
  );
  for (const file of [...loaded.js, ...loaded.css]) {
    const s = sizeOf(file);
    console.log(`  ${file.padEnd(52)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
  }
}

const manifest = readManifest(dist);
const failures: string[] = [];
const mantineOwners = mantineClasses(
  path.resolve(import.meta.dirname, '../node_modules/@mantine/core/styles'),
);
const text = (files: string[]) =>
  files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');

for (const page of pages) {
  const loaded = staticClosure(manifest, page.roots);
  const js = total(loaded.js);
  const css = total(loaded.css);
  console.log(`\n${page.name}`);
  printFiles(loaded);
  const line = (kind: string, files: string[], size: ReturnType<typeof total>, budget?: Budget) => {
    const kB = size.gzip / 1000;
    let verdict = '';
    if (budget) {
      verdict =
        kB <= budget.limit
          ? `  limit ${budget.limit} kB ok`
          : `  OVER the ${budget.limit} kB limit`;
      verdict +=
        kB <= budget.goal
          ? `, goal ${budget.goal} kB met`
          : `, goal ${budget.goal} kB: ${(kB - budget.goal).toFixed(1)} kB to go`;
      if (kB > budget.limit) {
        failures.push(
          `${page.name}: ${kB.toFixed(1)} kB gzip ${kind} over its ${budget.limit} kB limit`,
        );
      }
    }
    console.log(
      `  ${kind.padEnd(3)} ${String(files.length).padStart(2)} files  raw ${kb(size.raw)} kB  gzip ${kb(size.gzip)} kB  br ${kb(size.brotli)} kB${verdict}`,
    );
  };
  line('JS', loaded.js, js, page.js);
  line('CSS', loaded.css, css, page.css);
  // A page carries only some components' styles (decision 088): those of all it may draw.
  const unstyled = unstyledComponents(text(loaded.js), text(loaded.css), mantineOwners);
  if (unstyled.length > 0) {
    failures.push(`${page.name}: its stylesheets lack the styles of ${unstyled.join(', ')}`);
  }
}

// The precache list the build injected into the worker, and whether the admin area stayed out.
const worker = fs.readFileSync(path.join(dist, 'service-worker.js'), 'utf8');
const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
const precache = total(precached);
console.log(
  `\nservice worker precache: ${precached.length} files, raw ${kb(precache.raw).trim()} kB, gzip ${kb(precache.gzip).trim()} kB`,
);
for (const root of adminRoots) {
  const file = manifest[root]?.file;
  if (file && precached.includes(file)) failures.push(`precache holds the admin page ${root}`);
}

if (failures.length > 0) {
  console.error(`\nsize budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nsize budgets hold');
