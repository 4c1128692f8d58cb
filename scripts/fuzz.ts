// `npm run fuzz -- [--runs N] [--seed N] [--db pglite|postgres] [--only TEXT] [--trace TEXT]`
// Issue 9: the API fuzzer of apps/server/src/test/api-fuzz.test.ts, run longer and with a
// random seed (printed first, so a failing run can be replayed with --seed). Builds the real
// app on a fresh database (embedded PGlite, or a new database on TEST_DATABASE_URL), prints
// the summary and exits 1 on any 5xx or contract violation.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';

const USAGE =
  'usage: npm run fuzz -- [--runs N] [--seed N] [--db pglite|postgres] [--only TEXT] [--trace TEXT] [--quiet]';
const HELP = `${USAGE}
  --runs N     generated requests per route (default 1000)
  --seed N     replay a run (default: random, printed first)
  --db         pglite (default) or postgres: a new database on TEST_DATABASE_URL
               (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards
  --only TEXT  only the routes whose "METHOD /path" contains TEXT
  --trace TEXT print each request and answer of the routes containing TEXT
  --quiet      no progress lines, only the summary
Exits 1 on any 5xx or contract violation, 2 when it cannot start.`;

/** Ends the run before it starts: one line saying why, exit 2. */
function refuse(line: string, withUsage = false): never {
  console.error(withUsage ? `${line}\n${USAGE}` : line);
  process.exit(2);
}

let values: {
  runs: string;
  seed?: string;
  db: string;
  only?: string;
  trace?: string;
  quiet: boolean;
  help: boolean;
};
try {
  ({ values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1000' },
      seed: { type: 'string' },
      db: { type: 'string', default: 'pglite' },
      only: { type: 'string' },
      trace: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  // parseArgs words it as "Unknown option '--x'. To specify a positional argument, …".
  const message = (error as Error).message.split('. ')[0] ?? '';
  refuse(`fuzz: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, true);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const runs = Number(values.runs);
const seed = values.seed === undefined ? randomInt(2 ** 31 - 1) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  refuse('fuzz: --runs is a whole number above 0 and --seed a whole number', true);
}
if (values.db !== 'pglite' && values.db !== 'postgres') {
  refuse('fuzz: --db is pglite or postgres', true);
}
if (values.db === 'postgres') {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  await checkTestDatabase(process.env.TEST_DATABASE_URL);
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

/** Connects once to the test database, or ends the run with one line saying why. */
async function checkTestDatabase(url: string): Promise<void> {
  let shown = url;
  try {
    const parsed = new URL(url);
    shown = `${parsed.protocol}//${parsed.host}${parsed.pathname}`; // no user or password
  } catch {
    refuse('fuzz: TEST_DATABASE_URL is not a URL (postgres://user@host:port/database)');
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    await client.end().catch(() => {});
    refuse(
      `fuzz: cannot reach the test database ${shown} (${(error as Error).message}); start PostgreSQL or set TEST_DATABASE_URL`,
    );
  }
}
