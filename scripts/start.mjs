#!/usr/bin/env node
// `npm start`: serves the built app (apps/server/dist/main.js) in this process. It builds
// first only when there is no build yet or a source changed since (scripts/build-state.mjs),
// so a start on an unchanged checkout takes seconds, not a build (issue 14). A deployment runs
// `npm run build` once and starts `node apps/server/dist/main.js` itself (docs/DEPLOY.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleReason } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root);
if (reason) {
  console.log(`Building the app first (${reason}).`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/server/dist/main.js');
