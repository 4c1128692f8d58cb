import { describe, expect, it } from 'vitest';
import { apiCacheName, isUserCache } from './cache-names';

const bearer = 'Bearer token-1';

describe('the names of the caches of user data', () => {
  it('count the uploads cache as user data, the precache not', () => {
    expect(isUserCache('uploads')).toBe(true);
    expect(isUserCache('workbox-precache-v2-https://app.example/')).toBe(false);
  });

  it('name a cache per session, never shared between two tokens', async () => {
    const first = await apiCacheName(bearer);
    expect(first).toMatch(/^api-[0-9a-f]{24}$/);
    expect(await apiCacheName(bearer)).toBe(first);
    expect(await apiCacheName('Bearer token-2')).not.toBe(first);
    expect(isUserCache(first)).toBe(true);
  });
});
