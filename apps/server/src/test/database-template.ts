import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import pino from 'pino';
import { openPostgres, resolveMigrationsFolder } from '../db/client';

/**
 * Migrated template databases for the tests (decision 047). Creating a PGlite database runs
 * initdb inside WebAssembly (seconds of CPU) and every file then applied all migrations
 * again; PostgreSQL ran the migrations for every file too. Instead one template is migrated
 * per set of migrations and every test file gets a copy: a PGlite data folder loaded from
 * the template's dump, or `create database ... template` on PostgreSQL. The copies are
 * migrated by the same code as before, so a template can never hide a migration.
 */

/** Names the committed migrations (and the PGlite build): a new migration makes a new template. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  // The dump's format belongs to the PGlite build: its package.json (beside dist/) names it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const migration of readMigrationFiles({ migrationsFolder: resolveMigrationsFolder() })) {
    hash.update(`${migration.folderMillis}:${migration.hash}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteTemplateFile() {
  return path.join(os.tmpdir(), `cc-test-pglite-${migrationsFingerprint()}.tar`);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The dump of a migrated PGlite data folder, built once per set of migrations and kept in
 * the system's temporary folder (written under a temporary name, then renamed, so a reader
 * never sees half a file). Memoised per process.
 */
export function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = pgliteTemplateFile();
    if (!fs.existsSync(file)) {
      const client = new PGlite();
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder: resolveMigrationsFolder() });
        const dump = await client.dumpDataDir('none');
        const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        await client.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
}

/** Connects to `adminUrl` for one administrative statement at a time. */
async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `adminUrl` pointing at database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server of `adminUrl`, created when
 * missing. It is built under a temporary name and renamed when complete, so parallel
 * test runs either find the finished template or build their own and keep the first.
 * Nobody connects to the template afterwards (PostgreSQL copies only unused databases).
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  const key = adminUrl;
  let template = postgresTemplates.get(key);
  if (!template) {
    template = buildPostgresTemplate(adminUrl);
    template.catch(() => postgresTemplates.delete(key));
    postgresTemplates.set(key, template);
  }
  return template;
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `cc_test_template_${migrationsFingerprint()}`;
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((r) => (r.rowCount ?? 0) > 0);
  if (await withAdmin(adminUrl, exists)) return name;
  const building = `cc_test_building_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${building}`));
  try {
    const database = openPostgres(databaseUrl(adminUrl, building), pino({ level: 'silent' }), 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, async (c) => {
      try {
        await c.query(`alter database ${building} rename to ${name}`);
      } catch (err) {
        // Another run finished the same template first: use theirs.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    });
  } finally {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${building} with (force)`));
  }
  return name;
}
