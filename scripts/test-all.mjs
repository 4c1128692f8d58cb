#!/usr/bin/env node
// `npm test`: every check in one command. Lint and typecheck count as one check each; the
// Vitest and Playwright suites count per test. Ends with the line `N passed, N failed`.
// CI runs it once per Node.js line (.ci/run, decision 091) with three optional settings:
// TEST_SUITES picks suites (lint,typecheck,vitest,e2e; all unless set), TEST_LABEL names the
// run in the summary, TEST_RESULTS_OUT writes the results as JSON for CI's grand total.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const results = [];
const suites = new Set(
  (process.env.TEST_SUITES ?? 'lint,typecheck,vitest,e2e').split(',').map((s) => s.trim()),
);
const label = process.env.TEST_LABEL ? `${process.env.TEST_LABEL} ` : '';
console.log(`npm test on Node.js ${process.versions.node}: ${[...suites].join(', ')}`);

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return res.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(`${root}/${file}`, 'utf8'));
  } catch {
    return undefined;
  }
}

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
}

function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

// Lint: Biome, then the dependency graph's rules (.dependency-cruiser.cjs).
if (suites.has('lint')) check('lint', run('lint', 'npm', ['run', 'lint', '--silent']));
if (suites.has('typecheck')) {
  check('typecheck', run('typecheck', 'npm', ['run', 'typecheck', '--silent']));
}

/** The Vitest suites (unit, component, API on PGlite and PostgreSQL); answers the report. */
function runVitest() {
  fs.rmSync(`${root}/.vitest-results.json`, { force: true });
  const ok = run('unit, component and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.vitest-results.json',
  ]);
  const report = readJson('.vitest-results.json');
  if (!report) {
    check('vitest', false);
    return { report, ok };
  }
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  results.push({ name: 'vitest', passed: report.numPassedTests, failed: failed || (ok ? 0 : 1) });
  return { report, ok };
}

/** The build, the size budgets on it and the browser journeys; answers Playwright's report. */
function runE2e() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) {
    console.error(
      `\nChromium not found at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
    check('end-to-end (Chromium missing)', false);
    return undefined;
  }
  if (!run('build', 'npm', ['run', 'build', '--silent'])) {
    check('build', false);
    return undefined;
  }
  // The first pages' size budgets and the precache (issue 13, decision 046), on this build.
  check('size budget', run('size budget', 'npx', ['tsx', 'scripts/size-budget.ts']));
  fs.rmSync(`${root}/.playwright-results.json`, { force: true });
  const ok = run(
    'end-to-end journeys',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${root}/.playwright-results.json` },
  );
  const report = readJson('.playwright-results.json');
  if (report?.stats) {
    results.push({
      name: 'playwright',
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected || (ok ? 0 : 1),
    });
  } else {
    check('playwright', false);
  }
  return report;
}

const { report: vitest, ok: vitestOk } = suites.has('vitest')
  ? runVitest()
  : { report: undefined, ok: true };
const pw = suites.has('e2e') ? runE2e() : undefined;

// The failures again, named, right above the totals: CI keeps only the end of a long log.
const failures = [];
for (const file of vitest?.testResults ?? []) {
  const where = file.name.replace(root, '');
  if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed')) {
    failures.push(`vitest ${where}: ${firstLine(file.message)}`);
  }
  for (const t of file.assertionResults ?? []) {
    if (t.status === 'failed') {
      failures.push(`vitest ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
}
if (vitest && !vitestOk && failures.length === 0) {
  failures.push(
    'vitest: no test failed, but the run did (an unhandled error: see "Unhandled Errors")',
  );
}
const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
for (const spec of (pw?.suites ?? []).flatMap(specs)) {
  if (!spec.ok) failures.push(`playwright ${spec.file} › ${spec.title}`);
}
if (failures.length > 0) {
  console.log('\n=== failed');
  for (const f of failures) console.log(f);
}

for (const r of results) r.name = `${label}${r.name}`;
if (process.env.TEST_RESULTS_OUT) {
  fs.writeFileSync(process.env.TEST_RESULTS_OUT, JSON.stringify({ results, failures }));
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
