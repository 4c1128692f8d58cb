import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError } from './auth.test-support';

/** Where the proxy connects from (the inject socket's address). */
const PROXY = '127.0.0.1';

/**
 * A login as it reaches the API through proxies that append (nginx, AWS ALB, Traefik,
 * Cloudflare): `X-Forwarded-For` is what the client wrote, then what each proxy added.
 */
function loginThroughProxy(t: TestApp, forwardedFor: string, remoteAddress = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@example.com', password: 'x' },
  });
}

/**
 * With AUTH_RATE_LIMIT=3: four logins of one client, each claiming another address in front
 * of the chain the proxies append (`chain(i)`), count as one client; the 4th is refused,
 * while another client behind the same proxies still gets in.
 */
async function expectOneClientPerRealAddress(
  t: TestApp,
  chain: (claimed: string, real: string) => string,
) {
  for (let i = 1; i <= 3; i++) {
    expectError(
      await loginThroughProxy(t, chain(`198.51.100.${i}`, '203.0.113.7')),
      404,
      'USER_DOES_NOT_EXIST',
    );
  }
  const refused = await loginThroughProxy(t, chain('198.51.100.4', '203.0.113.7'));
  expectError(refused, 429, 'RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  expectError(
    await loginThroughProxy(t, chain('198.51.100.5', '203.0.113.8')),
    404,
    'USER_DOES_NOT_EXIST',
  );
}

/**
 * With AUTH_RATE_LIMIT=3: four logins from `peer`, each with another X-Forwarded-For
 * (`forwardedFor(i)`), count as the peer itself, whatever the header says; the 4th is refused.
 */
async function expectCountedByPeer(t: TestApp, forwardedFor: (i: number) => string, peer = PROXY) {
  for (let i = 1; i <= 3; i++) {
    expectError(await loginThroughProxy(t, forwardedFor(i), peer), 404, 'USER_DOES_NOT_EXIST');
  }
  expectError(await loginThroughProxy(t, forwardedFor(4), peer), 429, 'RATE_LIMITED');
}

describe('auth rate limit behind one appending proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts logins of one client as one, whatever it writes into X-Forwarded-For', async () => {
    await expectOneClientPerRealAddress(t, (claimed, real) => `${claimed}, ${real}`);
  });

  it('ignores X-Forwarded-For from a peer outside the host and private networks', async () => {
    await expectCountedByPeer(t, (i) => `198.51.100.${i}`, '192.0.2.50');
  });
});

describe('auth rate limit behind Cloudflare and nginx (TRUST_PROXY=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '2' });
  });
  afterAll(() => t.close());

  it('takes the address the outer proxy received the connection from', async () => {
    await expectOneClientPerRealAddress(t, (claimed, real) => `${claimed}, ${real}, 104.16.0.1`);
  });
});

describe('auth rate limit behind listed proxies (TRUST_PROXY=<addresses>)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('takes the right-most address that is not a listed proxy', async () => {
    await expectOneClientPerRealAddress(t, (claimed, real) => `${claimed}, ${real}, 10.1.2.3`);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    await expectCountedByPeer(t, (i) => `198.51.100.${i}`, '192.0.2.50');
  });
});

describe('auth rate limit with TRUST_PROXY=on (as set before hop counts existed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'on' });
  });
  afterAll(() => t.close());

  it('trusts one proxy, as TRUST_PROXY=1 does, never the left-most entry', async () => {
    await expectOneClientPerRealAddress(t, (claimed, real) => `${claimed}, ${real}`);
    expect(t.config.trustProxy).toBe(1);
  });
});

describe('auth rate limit without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For and counts by the connecting address', async () => {
    await expectCountedByPeer(t, (i) => `198.51.100.${i}, 203.0.113.${i}`);
  });
});
