import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { claimPasswordAttempt, clearClaimedAttempts } from './lockout.repository';

// The orders parallel requests can take, one statement after the other: HTTP cannot choose
// when a right password's clear runs between the claims of other guesses (decision 059).
const NOW = new Date('2026-11-27T10:00:00.000Z');
const LOCK_UNTIL = new Date(NOW.getTime() + 5 * 60_000);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function claim(id: string) {
  return claimPasswordAttempt(database.db, { id }, 5, NOW, LOCK_UNTIL);
}

async function claimRepeatedly(id: string, times: number) {
  for (let i = 0; i < times; i++) expect(await claim(id)).toBeDefined();
}

async function stateOf(id: string) {
  const user = await reloadUser(database.db, id);
  return { failedLoginCount: user!.failedLoginCount, lockedUntil: user!.lockedUntil };
}

describe('a right password clearing its claim', () => {
  it('forgets the wrong passwords claimed before it', async () => {
    const { id } = await buildUser(database.db);
    await claimRepeatedly(id, 2);
    const right = (await claim(id))!;

    await clearClaimedAttempts(database.db, right);

    expect(await stateOf(id)).toEqual({ failedLoginCount: 0, lockedUntil: null });
  });

  it('keeps counting the wrong passwords claimed after it', async () => {
    const { id } = await buildUser(database.db);
    await claimRepeatedly(id, 1);
    const right = (await claim(id))!;
    await claimRepeatedly(id, 2);

    await clearClaimedAttempts(database.db, right);

    expect(await stateOf(id)).toEqual({ failedLoginCount: 2, lockedUntil: null });
  });

  it('leaves the lock that wrong passwords claimed after it set', async () => {
    const { id } = await buildUser(database.db);
    const right = (await claim(id))!;
    await claimRepeatedly(id, 4);

    await clearClaimedAttempts(database.db, right);

    expect(await stateOf(id)).toEqual({ failedLoginCount: 0, lockedUntil: LOCK_UNTIL });
    expect(await claim(id)).toBeUndefined();
  });

  it('lifts the lock its own claim set as the fifth', async () => {
    const { id } = await buildUser(database.db);
    await claimRepeatedly(id, 4);
    const right = (await claim(id))!;
    expect(right.locksNow).toBe(true);

    await clearClaimedAttempts(database.db, right);

    expect(await stateOf(id)).toEqual({ failedLoginCount: 0, lockedUntil: null });
  });
});
