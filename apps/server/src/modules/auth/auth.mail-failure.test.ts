import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectError,
  post,
  registerViaApi,
  registration,
  tokensOf,
  uniqueEmail,
  userByEmail,
} from './auth.test-support';

let t: TestApp;
let unverified: { id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  unverified = await registerViaApi(t);
  // From here on the mail server is gone: every send fails.
  await t.smtp.close();
});
afterAll(() => t.close());

describe('when mail cannot be sent', () => {
  it('register answers SERVICE_UNAVAILABLE and keeps no account, so the person can try again', async () => {
    const email = uniqueEmail();
    expectError(await post(t, 'register', registration(email)), 503, 'SERVICE_UNAVAILABLE');
    expect(await userByEmail(t.db, email)).toBeUndefined();
  });

  it('forgot answers SERVICE_UNAVAILABLE and the attempt does not count against the hourly limit', async () => {
    const user = await buildUser(t.db);
    expectError(await post(t, 'forgot', { email: user.email }), 503, 'SERVICE_UNAVAILABLE');
    expect(await tokensOf(t.db, user.id, 'reset')).toHaveLength(0);
  });

  it('login before verification still answers USER_NOT_VERIFY and keeps no unsent link', async () => {
    await t.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(emailTokens.userId, unverified.id));

    const res = await post(t, 'login', { email: unverified.email, password: DEFAULT_PASSWORD });

    expectError(res, 403, 'USER_NOT_VERIFY');
    expect(await tokensOf(t.db, unverified.id, 'verify')).toHaveLength(1);
  });
});
