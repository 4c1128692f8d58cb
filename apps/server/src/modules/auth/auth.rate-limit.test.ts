import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError, post } from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

describe('auth rate limit (AUTH_RATE_LIMIT per minute and client address)', () => {
  it('answers the 4th login within a minute with 429 and Retry-After', async () => {
    for (let i = 1; i <= 3; i++) {
      expectError(
        await post(t, 'login', { email: 'nobody@example.com', password: 'x' }),
        404,
        'USER_DOES_NOT_EXIST',
      );
    }

    const res = await post(t, 'login', { email: 'nobody@example.com', password: 'x' });

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ errors: { msg: 'RATE_LIMITED' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each endpoint on its own', async () => {
    for (let i = 1; i <= 3; i++) {
      expectError(
        await post(t, 'verify', { id: 'z'.repeat(43) }),
        404,
        'NOT_FOUND_OR_ALREADY_VERIFIED',
      );
    }
    expectError(await post(t, 'verify', { id: 'z'.repeat(43) }), 429, 'RATE_LIMITED');
    expectError(await post(t, 'forgot', { email: 'nobody@example.com' }), 404, 'EMAIL_NOT_FOUND');
  });

  it('limits register and reset too, but not logout', async () => {
    for (const [path, body] of [
      ['register', {}],
      ['reset', {}],
    ] as const) {
      for (let i = 1; i <= 3; i++) expect((await post(t, path, body)).statusCode).toBe(400);
      expectError(await post(t, path, body), 429, 'RATE_LIMITED');
    }
    for (let i = 1; i <= 5; i++) expectError(await post(t, 'logout'), 401, 'UNAUTHORIZED');
  });
});
