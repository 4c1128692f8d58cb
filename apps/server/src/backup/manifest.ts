import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Bumped when the archive's layout changes in a way an older restore cannot read. */
export const ARCHIVE_FORMAT = 1;

/** The file at the archive's root that describes the rest. */
export const MANIFEST_FILE = 'manifest.json';

const migrationSchema = z.object({
  index: z.number().int(),
  tag: z.string(),
  when: z.number().int(),
});

/** What an archive holds (decision 092); written last, read first. */
export const manifestSchema = z.object({
  format: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    /** The engine the dump was taken from; either engine restores it. */
    engine: z.enum(['pglite', 'postgres']),
    /** How the rows are stored: one JSON object per row and line, a file per table. */
    dump: z.literal('json-lines'),
    /** The last migration applied to the database the dump was taken from. */
    migration: migrationSchema,
    /** The tables in load order (each after the tables it refers to), with their row counts. */
    tables: z.array(z.object({ name: z.string(), file: z.string(), rows: z.number().int() })),
  }),
  uploads: z.object({
    store: z.enum(['local', 's3']),
    files: z.number().int(),
    bytes: z.number().int(),
  }),
  /**
   * Where the web push key pair came from: the database (then `vapid-keys.json` holds it and
   * the database's app_state row restores it) or the environment (the operator's .env keeps
   * it; the archive names only the public key).
   */
  vapid: z.object({
    source: z.enum(['database', 'environment', 'none']),
    file: z.string().optional(),
  }),
  /** Every other file of the archive with its SHA-256 (hex) and size. */
  parts: z.record(z.string(), z.object({ sha256: z.string(), bytes: z.number().int() })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The server package's name and version (apps/server/package.json), wherever this is bundled. */
export function appVersion(): { name: string; version: string } {
  // src/backup/manifest.ts in development and tests; dist/backup.js once bundled.
  for (const relative of ['../../package.json', '../package.json']) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@cc/server' && pkg.version) return { name: pkg.name, version: pkg.version };
  }
  return { name: '@cc/server', version: 'unknown' };
}
