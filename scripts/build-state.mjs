// Whether the built app (web and server) is older than anything it is built from, so that
// `npm start` builds only when it must (issue 14). Plain Node, no dependencies: it runs
// before anything is built.
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads, relative to the repository: folders are walked, files taken as they are. */
export const buildInputs = [
  'package-lock.json',
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];

/** What the build writes; each is rewritten by every build. */
export const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when missing. */
function newestTime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestTime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Why the build in `root` must be made again, or `null` when it is current: an output is
 * missing, or an input changed after the oldest output was written.
 */
export function staleReason(root, inputs = buildInputs, outputs = buildOutputs) {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const time = newestTime(path.join(root, output));
    if (time === 0) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, time);
  }
  for (const input of inputs) {
    if (newestTime(path.join(root, input)) > oldestOutput)
      return `${input} changed since the build`;
  }
  return null;
}
