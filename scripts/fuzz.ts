// `npm run fuzz -- [--runs N] [--seed N] [--db pglite|postgres] [--only TEXT] [--trace TEXT]`
// Issue 9: the API fuzzer of apps/server/src/test/api-fuzz.test.ts, run longer and with a
// random seed (printed first, so a failing run can be replayed with --seed). Builds the real
// app on a fresh database (embedded PGlite, or a new database on TEST_DATABASE_URL), prints
// the summary and exits 1 on any 5xx or contract violation.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
    only: { type: 'string' },
    trace: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const runs = Number(values.runs);
const seed = values.seed === undefined ? randomInt(2 ** 31 - 1) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error(
    'usage: npm run fuzz -- [--runs N] [--seed N] [--db pglite|postgres] [--only TEXT]',
  );
  process.exit(2);
}
if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error('--db is pglite or postgres');
  process.exit(2);
}
if (values.db === 'postgres') {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
}
process.env.TEST_DB = values.db;
process.env.NODE_ENV = 'test';

const { createTestApp } = await import('../apps/server/src/test/test-app');
const { formatSummary, runFuzz } = await import('../apps/server/src/test/fuzz/runner');

console.log(`fuzz: seed ${seed}, ${runs} requests per route, ${values.db}`);
console.log(`replay: npm run fuzz -- --seed ${seed} --runs ${runs} --db ${values.db}`);
const t = await createTestApp();
try {
  const summary = await runFuzz(t, {
    seed,
    runs,
    only: values.only,
    trace: values.trace,
    progress: values.quiet ? undefined : (line) => console.log(line),
  });
  console.log(`\n${formatSummary(summary, 60)}`);
  process.exitCode = summary.fiveXX + summary.violations === 0 ? 0 : 1;
} finally {
  await t.close();
}
