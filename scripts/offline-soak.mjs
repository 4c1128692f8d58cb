#!/usr/bin/env node
// `npm run test:offline-soak`: the exactly-once case of the offline drafts (issue 12, rule 12)
// run 20 times in a row against the built app — the network drops after the create reached
// the server, the draft is sent again with the same key, and the server must still hold
// exactly one activity. Ends with the line `N/20`. Not part of `npm test` (it takes minutes).
// Expects a fresh build (the npm script builds first).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.SOAK_RUNS ?? 20);
const results = path.join(os.tmpdir(), `offline-soak-${process.pid}.json`);

fs.rmSync(results, { force: true });
spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'apps/web/playwright.config.ts',
    'offline-drafts',
    '-g',
    'answer is lost',
    `--repeat-each=${runs}`,
    '--retries=0',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: results } },
);

let stats;
try {
  stats = JSON.parse(fs.readFileSync(results, 'utf8')).stats;
} catch {
  stats = undefined;
}
const passed = stats?.expected ?? 0;
console.log(`\noffline drafts, exactly once: ${passed}/${runs}`);
process.exit(passed === runs ? 0 : 1);
