// Issue 30 benchmark, backup and restore (decision 092): 10,000 users, one event and 100,000
// activities seeded by SQL into PostgreSQL (seed-activities.ts), then the built commands as
// an operator runs them, each a process of its own: backup of PostgreSQL, restore of that
// archive into an empty PGlite folder (which seeds the embedded database), backup of the
// PGlite folder, restore of that archive into an empty PostgreSQL database. Prints each
// command's wall time, the archive sizes, and whether the two archives' database parts are
// identical (the dump is engine-neutral). Asserts nothing on time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { freshDatabase } from './lib';
import { seedActivities } from './seed-activities';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-backup-'));

/** Runs a built command (`backup` or `restore`) and answers its wall time in seconds. */
function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>): number {
  const started = process.hrtime.bigint();
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist', `${command}.js`), ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const megabytes = (file: string) => (fs.statSync(file).size / 1024 / 1024).toFixed(1);

/** The database parts of an archive, unpacked, as file name to content. */
async function databaseParts(archive: string): Promise<Map<string, Buffer>> {
  const folder = fs.mkdtempSync(path.join(work, 'unpacked-'));
  await extract({ file: archive, cwd: folder });
  const parts = new Map<string, Buffer>();
  for (const name of fs.readdirSync(path.join(folder, 'database'))) {
    parts.set(name, fs.readFileSync(path.join(folder, 'database', name)));
  }
  return parts;
}

try {
  const sourceUrl = await freshDatabase('cc_bench_backup_source');
  console.log('seeding 10,000 users, 1 event and 100,000 activities into PostgreSQL ...');
  const started = Date.now();
  await seedActivities(sourceUrl);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const fromPostgres = path.join(work, 'postgres.tar.gz');
  const fromPglite = path.join(work, 'pglite.tar.gz');
  const pgliteDir = path.join(work, 'pglite');
  const targetUrl = await freshDatabase('cc_bench_backup_target', false);
  const empty = (name: string) => path.join(work, name);

  const rows = [
    [
      'backup PostgreSQL',
      run('backup', ['--to', fromPostgres], {
        DATABASE_URL: sourceUrl,
        DATA_DIR: empty('pg-source'),
      }),
      megabytes(fromPostgres),
    ],
    [
      'restore into empty PGlite',
      run('restore', ['--from', fromPostgres], { DATA_DIR: pgliteDir }),
      '',
    ],
    [
      'backup PGlite',
      run('backup', ['--to', fromPglite], { DATA_DIR: pgliteDir }),
      megabytes(fromPglite),
    ],
    [
      'restore into empty PostgreSQL',
      run('restore', ['--from', fromPglite], {
        DATABASE_URL: targetUrl,
        DATA_DIR: empty('pg-target'),
      }),
      '',
    ],
  ] as const;
  console.log('\ncommand                         wall time   archive');
  for (const [name, seconds, size] of rows) {
    console.log(
      `${name.padEnd(32)}${`${seconds.toFixed(1)} s`.padEnd(12)}${size ? `${size} MB` : ''}`,
    );
  }
  const a = await databaseParts(fromPostgres);
  const b = await databaseParts(fromPglite);
  const identical =
    a.size === b.size && [...a].every(([name, bytes]) => b.get(name)?.equals(bytes));
  console.log(`\ndatabase parts of the two archives identical: ${identical}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
