import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readAppState } from '../db/app-state';
import type { Database } from '../db/client';
import { appState } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { LEGACY_VAPID_FILE, loadVapidKeys, VAPID_STATE_KEY } from './vapid-keys';

/**
 * VAPID keys (decisions 039 and 053): from the environment, or generated once into the
 * database that every process shares.
 */

const subject = 'mailto:ops@example.com';
let database: Database;
const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-vapid-'));
  dirs.push(dir);
  return dir;
}
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  await database.db.delete(appState);
});
afterAll(() => database.close());

/** loadVapidKeys as a process on the test database with its own data folder would call it. */
function load(dir: string, fromEnv?: { publicKey: string; privateKey: string }) {
  return loadVapidKeys({ fromEnv, db: database.db, dataDir: dir, subject });
}

describe('loadVapidKeys', () => {
  it('generates a pair into the database once; every process gets it, and no file is written', async () => {
    const [a, b] = [dataDir(), dataDir()];
    // Two processes with data folders of their own, starting at the same moment.
    const [first, second] = await Promise.all([load(a), load(b)]);
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await load(dataDir())).toEqual(first);
    expect(await readAppState(database.db, VAPID_STATE_KEY)).toEqual(first);
    expect(fs.readdirSync(a)).toEqual([]);
  });

  it('adopts the pair an earlier install kept in DATA_DIR/vapid.json, so its subscribers stay', async () => {
    const dir = dataDir();
    const earlier = webpush.generateVAPIDKeys();
    fs.writeFileSync(path.join(dir, LEGACY_VAPID_FILE), JSON.stringify(earlier));
    expect(await load(dir)).toEqual(earlier);
    // Another process without the file gets the same pair from the database.
    expect(await load(dataDir())).toEqual(earlier);
  });

  it('takes the pair of VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY and stores nothing', async () => {
    const pair = webpush.generateVAPIDKeys();
    expect(await load(dataDir(), pair)).toEqual(pair);
    expect(await readAppState(database.db, VAPID_STATE_KEY)).toBeUndefined();
  });

  it('stops the start on keys that cannot sign instead of replacing them', async () => {
    const broken = { publicKey: 'short', privateKey: 'short' };
    await expect(load(dataDir(), broken)).rejects.toThrow(/Invalid VAPID keys in VAPID_PUBLIC_KEY/);

    const dir = dataDir();
    fs.writeFileSync(path.join(dir, LEGACY_VAPID_FILE), '{"publicKey": 1}');
    await expect(load(dir)).rejects.toThrow(/holds no VAPID publicKey/);
    expect(fs.readFileSync(path.join(dir, LEGACY_VAPID_FILE), 'utf8')).toBe('{"publicKey": 1}');
    expect(await readAppState(database.db, VAPID_STATE_KEY)).toBeUndefined();

    await database.db.insert(appState).values({ key: VAPID_STATE_KEY, value: broken });
    await expect(load(dataDir())).rejects.toThrow(/Invalid VAPID keys in the database/);
    expect(await readAppState(database.db, VAPID_STATE_KEY)).toEqual(broken);
  });
});
