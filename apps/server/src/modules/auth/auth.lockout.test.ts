import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { reloadUser } from '../../test/stored';
import { createTestApp, type MovableClock, movableClock, type TestApp } from '../../test/test-app';
import { expectError, post, sessionsOf } from './auth.test-support';

const MINUTE = 60_000;

let t: TestApp;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const login = (email: string, password = DEFAULT_PASSWORD) => post(t, 'login', { email, password });

describe('the lockout and the clock (rule 3)', () => {
  it('keeps the account locked for 5 minutes of the injected clock, then lets the right password in', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 5; i++) await login(user.email, 'wrong1');

    clock.advance(5 * MINUTE - 1000);
    expectError(await login(user.email), 423, 'BLOCKED_USER');

    clock.advance(1000);
    expect((await login(user.email)).statusCode).toBe(200);
    expect(await reloadUser(t.db, user.id)).toMatchObject({
      failedLoginCount: 0,
      lockedUntil: null,
    });
  });

  it('lets a right password after four wrong ones in and starts the count again', async () => {
    const user = await buildUser(t.db);
    for (let i = 1; i <= 4; i++) await login(user.email, 'wrong1');
    expect((await login(user.email)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++)
      expectError(await login(user.email, 'wrong1'), 409, 'WRONG_PASSWORD');
    expectError(await login(user.email, 'wrong1'), 423, 'BLOCKED_USER');
  });
});

// PGlite runs one statement at a time, so parallel logins never interleave there; the
// burst can only show a lockout bypass on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')('a burst of guesses at once', () => {
  it('evaluates at most 5 of 30 simultaneous wrong guesses and refuses the right one sent with them', async () => {
    const user = await buildUser(t.db);
    const guesses = Array.from({ length: 30 }, (_, i) => login(user.email, `wrong${i}`));
    const right = login(user.email);

    const answers = await Promise.all([...guesses, right]);

    expectError(answers.at(-1)!, 423, 'BLOCKED_USER');
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
    // A compared guess answers WRONG_PASSWORD (the one that locks, BLOCKED_USER); the rest
    // are refused without being compared.
    const codes = answers.map((r) => r.json().errors?.msg);
    const wrong = codes.filter((c) => c === 'WRONG_PASSWORD').length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'BLOCKED_USER')).toHaveLength(31 - wrong);

    clock.advance(5 * MINUTE);
    expect((await login(user.email)).statusCode).toBe(200);
  });
});
