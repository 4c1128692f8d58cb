import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { groupOf } from './chunk-graph';

/** Brotli (quality 11) and gzip (level 9) of `source`: the compression plugin's levels. */
async function compressed(source: Uint8Array | string): Promise<{ br: Buffer; gz: Buffer }> {
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(source, { params: quality }),
    promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Brotli and gzip siblings of the service worker (decision 044). vite-plugin-pwa builds it
 * and injects its precache list after the bundle is closed, where the compression plugin no
 * longer looks; this runs after both, at that plugin's levels.
 */
export function compressedServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'cc-compressed-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const file = path.join(outDir, 'service-worker.js');
        const { br, gz } = await compressed(await readFile(file));
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      },
    },
  };
}

/**
 * Takes the manifest's link, which vite-plugin-pwa puts into index.html, out of the built
 * page: the app links the manifest of its language once the first page has painted
 * (lib/pwa/start.ts). Over HTTP/1.1 a browser fetches the manifest and then its icon as soon
 * as it sees the link, on two of its six connections, while the first page's code still
 * waits for one (decision 088). Must follow the PWA plugin in the list (both run last).
 */
export function manifestLinkAfterFirstPaint(): Plugin {
  return {
    name: 'cc-manifest-link-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /\s*<link rel="manifest"[^>]*>/;
        if (!link.test(html)) throw new Error('index.html has no manifest link to take out');
        return html.replace(link, '');
      },
    },
  };
}

/** V8's magic comment: compile every function of the file eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (decision 048) on every chunk the first pages of a visit run
 * before they paint (`roots`: source modules relative to the app, `index.html` for the entry,
 * `group:<name>` for a chunk group, and everything they import statically): nearly all of their functions run then, so Chrome
 * compiles them while they download, on a background thread, instead of one at a time on the
 * main thread at their first call. The comment only counts on a file's first line, so it goes
 * in last, after minification (which would drop it) and Vite's preload list; the source map
 * moves down a line and the compressed siblings are made again.
 */
export function compileHints(roots: readonly string[]): Plugin {
  let appRoot = '';
  return {
    name: 'cc-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      appRoot = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const rootIds = new Set(roots.map((root) => path.resolve(appRoot, root)));
        const marked = new Set<string>();
        const mark = (fileName: string) => {
          const chunk = bundle[fileName];
          if (marked.has(fileName) || chunk?.type !== 'chunk') return;
          marked.add(fileName);
          for (const imported of chunk.imports) mark(imported);
        };
        const groups = new Set(roots.map(groupOf).filter((group) => group !== undefined));
        for (const chunk of chunks) {
          const isRoot =
            (chunk.isEntry && rootIds.has(path.resolve(appRoot, 'index.html'))) ||
            (chunk.facadeModuleId !== null && rootIds.has(chunk.facadeModuleId)) ||
            (chunk.facadeModuleId === null && groups.has(chunk.name));
          if (isRoot) mark(chunk.fileName);
        }
        for (const fileName of marked) await addHint(bundle, fileName);
      },
    },
  };
}

type Bundle = Parameters<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>[1];

/** Puts the hint on the first line of one chunk, then fixes its source map and siblings. */
async function addHint(bundle: Bundle, fileName: string): Promise<void> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return;
  chunk.code = COMPILE_HINT + chunk.code;
  const map = bundle[`${fileName}.map`];
  if (map?.type === 'asset') {
    const json = JSON.parse(String(map.source)) as { mappings: string };
    map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
  }
  const { br, gz } = await compressed(chunk.code);
  for (const [suffix, source] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    const sibling = bundle[fileName + suffix];
    if (sibling?.type === 'asset') sibling.source = source;
  }
}
