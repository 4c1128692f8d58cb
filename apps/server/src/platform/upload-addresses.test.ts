import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readAppState } from '../db/app-state';
import type { Database } from '../db/client';
import { appState } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { loadUploadSecret, signedAddresses, UPLOAD_SECRET_STATE_KEY } from './upload-addresses';

/**
 * The secret that signs upload addresses (decision 062): from the environment, or generated
 * once into the database every process shares, as the VAPID keys (decision 053).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.delete(appState);
});
afterAll(() => database.close());

const load = (fromEnv?: string) => loadUploadSecret({ fromEnv, db: database.db });
const at = (iso: string) => ({ now: () => new Date(iso) });

describe('loadUploadSecret', () => {
  it('generates a secret into the database once; every process signs alike', async () => {
    // Two processes starting at the same moment.
    const [first, second] = await Promise.all([load(), load()]);
    expect(second.equals(first)).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await readAppState(database.db, UPLOAD_SECRET_STATE_KEY)).toBe(
      first.toString('base64url'),
    );
    const clock = at('2026-11-27T10:20:00Z');
    const key = 'activities/a.webp';
    expect(signedAddresses(second, clock).url(key)).toBe(signedAddresses(first, clock).url(key));
  });

  it('takes UPLOAD_SIGNING_SECRET and stores nothing', async () => {
    const secret = 'a'.repeat(40);
    expect((await load(secret)).toString()).toBe(secret);
    expect(await readAppState(database.db, UPLOAD_SECRET_STATE_KEY)).toBeUndefined();
  });

  it('stops the start when the database holds no secret under its key', async () => {
    await database.db.insert(appState).values({ key: UPLOAD_SECRET_STATE_KEY, value: 'short' });
    await expect(load()).rejects.toThrow(/holds no signing secret/);
  });
});

describe('signedAddresses', () => {
  const secret = Buffer.alloc(32, 7);
  const key = 'avatars/a.webp';
  /** The expiry and signature of an address. */
  const paramsOf = (url: string) => {
    const params = new URLSearchParams(url.split('?')[1]);
    return { exp: params.get('exp') ?? '', sig: params.get('sig') ?? '' };
  };

  it('gives one address for the rest of the hour, working until the end of the next', () => {
    const early = signedAddresses(secret, at('2026-11-27T10:00:01Z')).url(key);
    const late = signedAddresses(secret, at('2026-11-27T10:59:59Z')).url(key);
    expect(late).toBe(early);
    const { exp, sig } = paramsOf(early);
    expect(new Date(Number(exp) * 1000).toISOString()).toBe('2026-11-27T12:00:00.000Z');
    const checkAt = (iso: string) => signedAddresses(secret, at(iso)).secondsLeft(key, exp, sig);
    expect(checkAt('2026-11-27T11:59:59Z')).toBe(1);
    expect(checkAt('2026-11-27T12:00:00Z')).toBe(0);
  });

  it('opens nothing with another secret', () => {
    const clock = at('2026-11-27T10:20:00Z');
    const { exp, sig } = paramsOf(signedAddresses(secret, clock).url(key));
    expect(signedAddresses(Buffer.alloc(32, 8), clock).secondsLeft(key, exp, sig)).toBe(0);
  });
});
