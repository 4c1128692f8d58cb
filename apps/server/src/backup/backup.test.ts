import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDumpTables, findTablesWithRows, readAllRowsSorted } from '../db/dump';
import { newId } from '../db/ids';
import { appliedMigrationTime, codeMigrations, migrateUpTo } from '../db/migration-level';
import { pushSubscriptions } from '../db/schema';
import {
  communicationBody,
  sendCommunication,
} from '../modules/communications/communications.test-support';
import {
  buildAdmin,
  buildComment,
  buildLike,
  buildNotification,
  buildParticipant,
  buildUser,
} from '../test/factories';
import { jpegPhoto, sendMultipart } from '../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../test/test-app';
import { createEmptyInstance, type EmptyInstance, editArchive } from './backup.test-support';
import { createBackup } from './create-backup';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { restoreBackup } from './restore-backup';

/**
 * Backup and restore (decision 092) on the engine under test: an instance with activities
 * and their photos, likes, comments, a communication, push keys and notifications goes into
 * one archive and comes back, row for row and byte for byte, into a new empty one.
 */
let t: TestApp;
let folder: string;
let archive: string;
let manifest: Manifest;

beforeAll(async () => {
  t = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-backup-test-'));
  const { user, event } = await buildParticipant(t.db, dayFromToday(t));
  const friend = await buildUser(t.db, { firstName: 'Zoë', lastName: "O'Brien" });
  for (const [i, photos] of [[1], [2, 3]].entries()) {
    const res = await sendMultipart(
      t,
      user.id,
      'POST',
      '/api/activities',
      { eventId: event.id, date: dayFromToday(t, -i), distanceKm: '4.2' },
      await Promise.all(photos.map(async (n) => ({ data: await jpegPhoto(40 + n, 30 + n) }))),
    );
    expect(res.statusCode).toBe(201);
    const activityId = res.json()._id as string;
    await buildLike(t.db, activityId, friend.id);
    await buildComment(t.db, activityId, friend.id, 'Schön — "quoted", \\ and\nnew line');
  }
  const admin = await buildAdmin(t.db);
  expect((await sendCommunication(t, admin.id, communicationBody())).statusCode).toBe(201);
  await t.db.insert(pushSubscriptions).values({
    id: newId(),
    userId: user.id,
    endpoint: 'https://push.example/abc',
    p256dh: 'BKey',
    auth: 'secret',
  });
  await buildNotification(t.db, user.id, { senderId: friend.id, read: true });
  await buildNotification(t.db, user.id, { senderId: friend.id });

  archive = path.join(folder, 'instance.tar.gz');
  manifest = await createBackup(
    { database: t.database, storage: t.app.deps.storage, vapidFromEnvironment: false },
    archive,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Every table's rows (all columns, as JSON) of a database; the derived tables (totals, rank
 * counts, the feed inbox) among them, which a trigger firing during the load would change.
 */
async function allRows(db: TestApp['db']) {
  const rows: Record<string, string[]> = {};
  for (const table of await findDumpTables(db))
    rows[table.name] = await readAllRowsSorted(db, table.name);
  return rows;
}

async function storedFiles(storage: TestApp['app']['deps']['storage']) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

describe('a backup', () => {
  it('names the app version, the migration level, the rows of every table and each part', () => {
    expect(manifest.app.name).toBe('@cc/server');
    expect(manifest.database.migration.tag).toBe(codeMigrations().at(-1)?.tag);
    const counts = Object.fromEntries(manifest.database.tables.map((x) => [x.name, x.rows]));
    expect(counts).toMatchObject({
      users: 3,
      activities: 2,
      activity_images: 3,
      likes: 2,
      comments: 2,
    });
    expect(counts.communications).toBe(1);
    expect(counts.push_subscriptions).toBe(1);
    expect(counts.notifications).toBeGreaterThanOrEqual(2);
    expect(manifest.uploads).toMatchObject({ store: 'local' });
    expect(manifest.uploads.files).toBeGreaterThanOrEqual(3);
    expect(manifest.vapid).toEqual({ source: 'database', file: 'vapid-keys.json' });
    expect(Object.keys(manifest.parts)).toEqual(
      expect.arrayContaining(['database/users.jsonl', 'vapid-keys.json']),
    );
    for (const part of Object.values(manifest.parts)) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('restoring it into an empty database and uploads folder', () => {
  it('gives back every row of every table and every photo byte for byte, at the code level', async () => {
    const target = await createEmptyInstance();
    try {
      const { warnings } = await restoreBackup(
        { database: target.database, storage: target.storage },
        archive,
      );
      expect(warnings).toEqual([]);
      expect(await allRows(target.database.db)).toEqual(await allRows(t.db));
      const keys = await storedFiles(t.app.deps.storage);
      expect(await storedFiles(target.storage)).toEqual(keys);
      for (const key of keys) {
        expect(fs.readFileSync(path.join(target.uploads, key))).toEqual(
          fs.readFileSync(path.join(t.dataDir, 'uploads', key)),
        );
      }
      expect(await appliedMigrationTime(target.database.db)).toBe(codeMigrations().at(-1)?.when);
    } finally {
      await target.close();
    }
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'gives back every row on the other engine too (PGlite to PostgreSQL and back)',
    async () => {
      const target = await createEmptyInstance({
        engine: t.database.kind === 'pglite' ? 'postgres' : 'pglite',
      });
      try {
        await restoreBackup({ database: target.database, storage: target.storage }, archive);
        expect(target.database.kind).not.toBe(t.database.kind);
        expect(await allRows(target.database.db)).toEqual(await allRows(t.db));
      } finally {
        await target.close();
      }
    },
    60_000,
  );

  it('migrates an archive of an older level forward after loading it', async () => {
    const older = await createEmptyInstance();
    const target = await createEmptyInstance();
    try {
      const level = codeMigrations().at(-2)!;
      await migrateUpTo(older.database, level);
      await older.database.db.execute(
        sql`insert into app_state (key, value) values ('probe', '{"n": 1}')`,
      );
      const file = path.join(folder, 'older.tar.gz');
      const written = await createBackup(
        { database: older.database, storage: older.storage, vapidFromEnvironment: false },
        file,
      );
      expect(written.database.migration.tag).toBe(level.tag);
      await restoreBackup({ database: target.database, storage: target.storage }, file);
      expect(await appliedMigrationTime(target.database.db)).toBe(codeMigrations().at(-1)?.when);
      const rows = (await readAllRowsSorted(target.database.db, 'app_state')).map((r) =>
        JSON.parse(r),
      );
      expect(rows).toMatchObject([{ key: 'probe', value: { n: 1 } }]);
    } finally {
      await older.close();
      await target.close();
    }
  }, 60_000);
});

describe('the web push keys', () => {
  it('are left to the environment when VAPID_* set them, and the restore says to set them again', async () => {
    const file = path.join(folder, 'keys-from-env.tar.gz');
    const written = await createBackup(
      { database: t.database, storage: t.app.deps.storage, vapidFromEnvironment: true },
      file,
    );
    expect(written.vapid).toEqual({ source: 'environment' });
    expect(Object.keys(written.parts)).not.toContain('vapid-keys.json');
    const target = await createEmptyInstance({ migrated: true });
    try {
      const { warnings } = await restoreBackup(
        { database: target.database, storage: target.storage },
        file,
      );
      expect(warnings).toEqual([
        expect.stringMatching(/VAPID_PUBLIC_KEY\/VAPID_PRIVATE_KEY: set the same pair/),
      ]);
    } finally {
      await target.close();
    }
  }, 60_000);
});

/** No row in any table of the target, no file in its uploads folder. */
async function expectUntouched(target: EmptyInstance) {
  const tables = (await findDumpTables(target.database.db)).map((x) => x.name);
  expect(await findTablesWithRows(target.database.db, tables)).toEqual([]);
  expect(fs.readdirSync(target.uploads).filter((name) => name !== 'left-over.webp')).toEqual([]);
}

describe('a restore refuses, changing nothing', () => {
  // Migrated and empty: refused for another reason before its level matters, and fast.
  it('a database that holds rows', async () => {
    const target = await createEmptyInstance({ migrated: true });
    try {
      await expect(
        restoreBackup({ database: t.database, storage: target.storage }, archive),
      ).rejects.toThrow(/target database is not empty \(rows in app_state, /);
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('an uploads folder that holds a file', async () => {
    const target = await createEmptyInstance({ migrated: true });
    try {
      fs.writeFileSync(path.join(target.uploads, 'left-over.webp'), 'x');
      await expect(
        restoreBackup({ database: target.database, storage: target.storage }, archive),
      ).rejects.toThrow(/uploads store is not empty \(it holds left-over\.webp\)/);
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('an archive whose migration level is newer than the code', async () => {
    const target = await createEmptyInstance({ migrated: true });
    try {
      const newer = path.join(folder, 'newer.tar.gz');
      await editArchive(archive, newer, (unpacked) => {
        const file = path.join(unpacked, MANIFEST_FILE);
        const edited = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
        const latest = codeMigrations().at(-1)!;
        edited.database.migration = {
          index: latest.index + 1,
          tag: '9999_future',
          when: latest.when + 1,
        };
        fs.writeFileSync(file, JSON.stringify(edited));
      });
      await expect(
        restoreBackup({ database: target.database, storage: target.storage }, newer),
      ).rejects.toThrow(/migration level 9999_future is newer than this code's/);
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('an archive with a changed part, naming it', async () => {
    const target = await createEmptyInstance({ migrated: true });
    try {
      const tampered = path.join(folder, 'tampered.tar.gz');
      await editArchive(archive, tampered, (unpacked) => {
        const file = path.join(unpacked, 'database', 'users.jsonl');
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Zoë', 'Zoe'));
      });
      await expect(
        restoreBackup({ database: target.database, storage: target.storage }, tampered),
      ).rejects.toThrow(/Checksum mismatch for database\/users\.jsonl/);
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });
});
