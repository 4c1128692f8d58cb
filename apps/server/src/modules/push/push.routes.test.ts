import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { buildAdmin, buildUser } from '../../test/factories';
import { startTestPushService, type TestPushService } from '../../test/push-endpoint';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEVICES_PER_USER } from './push.service';

/**
 * Push subscriptions (admin-and-shell §4 and §7, decision 039): the key is public, a
 * subscription belongs to the bearer of the token whatever the userId header says, and
 * only endpoints the server may send to are stored.
 */

let t: TestApp;
let pushService: TestPushService;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  pushService = await startTestPushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

async function storedSubscription(endpoint: string) {
  const rows = await t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return rows[0];
}

const subscribe = (userId: string, body: object, headers: Record<string, string> = {}) =>
  callAs(t, userId, 'POST', '/api/subscribe', body, headers);

describe('GET /api/subscribe/key', () => {
  it('answers the VAPID public key without sign-in, the same on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/subscribe/key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ method: 'GET', url: '/api/subscribe/key' });
    expect(again.json()).toEqual({ publicKey });
  });
});

describe('POST /api/subscribe', () => {
  it('stores a new subscription with 200 and answers 304 when this user posts it again', async () => {
    const user = await buildUser(t.db);
    const sub = pushService.subscribe();
    const first = await subscribe(user.id, sub);
    expect(first.statusCode).toBe(200);
    expect(await storedSubscription(sub.endpoint)).toMatchObject({
      userId: user.id,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    });
    const again = await subscribe(user.id, sub);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('stores it for the bearer of the token, never for the userId header', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const sub = pushService.subscribe();
    const res = await subscribe(b.id, sub, { userId: a.id });
    expect(res.statusCode).toBe(200);
    expect((await storedSubscription(sub.endpoint))?.userId).toBe(b.id);
    const rowsOfA = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.id));
    expect(rowsOfA).toEqual([]);
  });

  it('moves an endpoint another account subscribed on this browser to the caller', async () => {
    const [before, after] = [await buildUser(t.db), await buildUser(t.db)];
    const sub = pushService.subscribe();
    await subscribe(before.id, sub);
    const res = await subscribe(after.id, sub);
    expect(res.statusCode).toBe(200);
    expect((await storedSubscription(sub.endpoint))?.userId).toBe(after.id);
  });

  it('stores one row when two tabs post the same subscription at once', async () => {
    const user = await buildUser(t.db);
    const sub = pushService.subscribe();
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(user.id, sub)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 304, 304]);
  });

  it('keeps the newest DEVICES_PER_USER devices of an account, dropping the oldest', async () => {
    const user = await buildUser(t.db);
    const subs = [];
    for (let i = 0; i < DEVICES_PER_USER + 2; i += 1) {
      const sub = pushService.subscribe();
      await subscribe(user.id, sub);
      subs.push(sub);
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((k) => k.endpoint).sort()).toEqual(
      subs
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  it('lets an administrator subscribe too (any signed-in account), but nobody signed out', async () => {
    const admin = await buildAdmin(t.db);
    expect((await subscribe(admin.id, pushService.subscribe())).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: pushService.subscribe(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['no keys', (s: object) => ({ ...s, keys: undefined })],
    [
      'a short p256dh key',
      (s: { keys: object }) => ({ ...s, keys: { ...s.keys, p256dh: 'AAAA' } }),
    ],
    [
      'an auth secret in standard base64',
      (s: { keys: object }) => ({
        ...s,
        keys: { ...s.keys, auth: 'abc+/abc+/abc+/abc+/ab' },
      }),
    ],
    ['no endpoint', (s: object) => ({ ...s, endpoint: undefined })],
    ['an endpoint that is no URL', (s: object) => ({ ...s, endpoint: 'push here' })],
    [
      'an endpoint over 2048 characters',
      (s: { endpoint: string }) => ({
        ...s,
        endpoint: `${s.endpoint}?${'x'.repeat(2048)}`,
      }),
    ],
  ])('refuses a body with %s: 400 VALIDATION_FAILED, nothing stored', async (_, change) => {
    const user = await buildUser(t.db);
    const sub = pushService.subscribe();
    const res = await subscribe(user.id, change(sub as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
    expect(await storedSubscription(sub.endpoint)).toBeUndefined();
  });

  it.each([
    ['plain http to another host', 'http://10.0.0.1/push/1'],
    ['a private IPv4 address', 'https://192.168.1.20/push/1'],
    ['a 10/8 address', 'https://10.1.2.3/push/1'],
    ['the link-local metadata address', 'https://169.254.169.254/latest'],
    ['the unspecified address', 'https://0.0.0.0/push/1'],
    ['a carrier-grade NAT address', 'https://100.64.0.1/push/1'],
    ['an IPv6 unique-local address', 'https://[fd00::1]/push/1'],
    ['an IPv6 link-local address', 'https://[fe80::1]/push/1'],
    ['an IPv6 multicast address', 'https://[ff02::1]/push/1'],
    ['a private address written IPv4-mapped', 'https://[::ffff:192.168.0.1]/push/1'],
    ['a host name that does not resolve', 'https://push.invalid/push/1'],
    ['credentials in the URL', 'https://user:secret@93.184.215.14/push/1'],
    ['another scheme', 'ftp://93.184.215.14/push/1'],
  ])('refuses %s with PUSH_ENDPOINT_NOT_ALLOWED', async (_, endpoint) => {
    const user = await buildUser(t.db);
    const res = await subscribe(user.id, { ...pushService.subscribe(), endpoint });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.msg).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(await storedSubscription(endpoint)).toBeUndefined();
  });

  it('accepts an https endpoint on a public address', async () => {
    const user = await buildUser(t.db);
    const endpoint = 'https://93.184.215.14/push/public-1';
    const res = await subscribe(user.id, { ...pushService.subscribe(), endpoint });
    expect(res.statusCode).toBe(200);
    expect((await storedSubscription(endpoint))?.userId).toBe(user.id);
  });
});

describe('DELETE /api/subscribe', () => {
  it("removes the caller's own subscription and leaves another user's", async () => {
    const [owner, other] = [await buildUser(t.db), await buildUser(t.db)];
    const sub = pushService.subscribe();
    await subscribe(owner.id, sub);
    const foreign = await callAs(t, other.id, 'DELETE', '/api/subscribe', {
      endpoint: sub.endpoint,
    });
    expect(foreign.statusCode).toBe(204);
    expect((await storedSubscription(sub.endpoint))?.userId).toBe(owner.id);
    const own = await callAs(t, owner.id, 'DELETE', '/api/subscribe', { endpoint: sub.endpoint });
    expect(own.statusCode).toBe(204);
    expect(await storedSubscription(sub.endpoint)).toBeUndefined();
  });
});
