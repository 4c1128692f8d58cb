import { describe, expect, it } from 'vitest';
import type { AuthUser } from './access';
import { SessionCache } from './session-cache';

const user = (id: string, sessionId = `s-${id}`): AuthUser => ({
  id,
  role: 'user',
  email: `${id}@example.com`,
  language: 'EN',
  sessionId,
});
const farFuture = new Date(Date.now() + 86_400_000);

describe('SessionCache', () => {
  it('answers a stored session until its time to live is over', () => {
    const cache = new SessionCache(1000);
    cache.set('h1', user('a'), farFuture, cache.begin(), 0);
    expect(cache.get('h1', 999)?.id).toBe('a');
    expect(cache.get('h1', 1000)).toBeUndefined();
  });

  it('never trusts a session beyond its own expiry', () => {
    const cache = new SessionCache(60_000);
    cache.set('h1', user('a'), new Date(500), cache.begin(), 0);
    expect(cache.get('h1', 499)?.id).toBe('a');
    expect(cache.get('h1', 500)).toBeUndefined();
  });

  it('forgets every session of a user, and one session by id', async () => {
    const cache = new SessionCache(60_000);
    cache.set('h1', user('a', 's1'), farFuture, cache.begin(), 0);
    cache.set('h2', user('a', 's2'), farFuture, cache.begin(), 0);
    cache.set('h3', user('b', 's3'), farFuture, cache.begin(), 0);
    await cache.forgetSession('s1');
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)?.id).toBe('a');
    await cache.forgetUser('a');
    expect(cache.get('h2', 1)).toBeUndefined();
    expect(cache.get('h3', 1)?.id).toBe('b');
  });

  it('does not store a look-up that began before a forget (it may have read the old state)', async () => {
    const cache = new SessionCache(60_000);
    const generation = cache.begin();
    await cache.forgetUser('a');
    cache.set('h1', user('a'), farFuture, generation, 0);
    expect(cache.get('h1', 1)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const cache = new SessionCache(60_000, 2);
    for (const h of ['h1', 'h2', 'h3']) cache.set(h, user(h), farFuture, cache.begin(), 0);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h3', 1)?.id).toBe('h3');
  });

  it('broadcasts each forget once shared, and forgets what other processes broadcast', async () => {
    const cache = new SessionCache(60_000);
    const sent: string[] = [];
    cache.shareWith(async (message) => {
      sent.push(message);
    });
    cache.resume();
    cache.set('h1', user('a', 's1'), farFuture, cache.begin(), 0);
    cache.set('h2', user('b', 's2'), farFuture, cache.begin(), 0);
    await cache.forgetUser('x');
    await cache.forgetSession('y');
    expect(sent).toEqual(['user:x', 'session:y']);
    cache.receive('session:s1');
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.receive('user:b');
    expect(cache.get('h2', 1)).toBeUndefined();
  });

  it('answers and stores nothing while revocations cannot be heard, and starts empty after', () => {
    const cache = new SessionCache(60_000);
    cache.shareWith(async () => {});
    cache.set('h1', user('a'), farFuture, cache.begin(), 0);
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.resume();
    const before = cache.begin();
    cache.set('h1', user('a'), farFuture, before, 0);
    expect(cache.get('h1', 1)?.id).toBe('a');

    cache.suspend();
    expect(cache.isListening).toBe(false);
    expect(cache.get('h1', 1)).toBeUndefined();
    const during = cache.begin();
    cache.resume();
    // A look-up that began while nothing could be heard may have read what a missed
    // message revoked: it is not stored either.
    cache.set('h2', user('b'), farFuture, during, 0);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)).toBeUndefined();
  });
});
