#!/usr/bin/env node
// The grand total of CI's runs (.ci/run, decision 091): each `npm test` run wrote its results
// with TEST_RESULTS_OUT; this prints every run's failures and suites, then one line
// `N passed, N failed` over all of them. A run that wrote nothing counts as one failure.
import fs from 'node:fs';

const runs = process.argv.slice(2).map((file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return { results: [{ name: `${file} (no results)`, passed: 0, failed: 1 }], failures: [] };
  }
});
const results = runs.flatMap((run) => run.results);
const failures = runs.flatMap((run) => run.failures);

if (failures.length > 0) {
  console.log('\n=== failed, all runs');
  for (const f of failures) console.log(f);
}
console.log('\n=== summary, all runs');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
