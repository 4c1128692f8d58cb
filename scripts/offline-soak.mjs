#!/usr/bin/env node
// `npm run test:offline-soak`: two offline journeys, each run 20 times in a row against the
// built app, one line `name: N/20` per journey at the end:
// - the exactly-once case of the offline drafts (issue 12, rule 12): the network drops after
//   the create reached the server, the draft is sent again with the same key, and the server
//   must still hold exactly one activity;
// - offline from the first session (issue 23, decision 064): sign in on a fresh browser,
//   touch nothing else, go offline, reload, log a draft, go online: exactly one activity.
// Not part of `npm test` (it takes minutes). Expects a fresh build (the npm script builds first).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.SOAK_RUNS ?? 20);

const journeys = [
  { name: 'offline drafts, exactly once', spec: 'offline-drafts', grep: 'answer is lost' },
  {
    name: 'offline from the first session',
    spec: 'offline-first-session',
    grep: 'after one sign-in on a fresh browser',
  },
];

/** Runs one journey `runs` times; answers how many runs passed. */
function soak({ spec, grep }, index) {
  const results = path.join(os.tmpdir(), `offline-soak-${process.pid}-${index}.json`);
  fs.rmSync(results, { force: true });
  spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      spec,
      '-g',
      grep,
      `--repeat-each=${runs}`,
      '--retries=0',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: results } },
  );
  try {
    return JSON.parse(fs.readFileSync(results, 'utf8')).stats?.expected ?? 0;
  } catch {
    return 0;
  }
}

const passed = journeys.map(soak);
console.log('');
for (const [i, { name }] of journeys.entries()) console.log(`${name}: ${passed[i]}/${runs}`);
process.exit(passed.every((count) => count === runs) ? 0 : 1);
