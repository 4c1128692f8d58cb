import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

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

/** V8's magic comment: compile every function of the file eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (decision 048) on the chunks `isFirstPage` names: nearly every
 * function of the entry (the shell and the login page) and of React runs on the first page, so
 * Chrome compiles them while they download, on a background thread, instead of one at a time
 * on the main thread at their first call. The comment only counts on the file's first line, so
 * it goes in last, after minification (which would drop it) and Vite's preload list; the source
 * map moves down a line and the compressed siblings are made again.
 */
export function compileHints(
  isFirstPage: (chunk: { name: string; isEntry: boolean }) => boolean,
): Plugin {
  return {
    name: 'cc-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !isFirstPage(chunk)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
          const { br, gz } = await compressed(chunk.code);
          for (const [suffix, source] of [
            ['.br', br],
            ['.gz', gz],
          ] as const) {
            const sibling = bundle[chunk.fileName + suffix];
            if (sibling?.type === 'asset') sibling.source = source;
          }
        }
      },
    },
  };
}
