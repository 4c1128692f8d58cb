/**
 * The names of the service worker's caches that hold a user's data (decision 040): the worker
 * (sw/) fills them, the page deletes them at logout (user-caches.ts). Free of service worker
 * globals, so both bundles share it and it is tested in the page.
 */

/** Prefix of the caches of API reads: one cache per signed-in session. */
export const API_CACHE_PREFIX = 'api-';
/** The cache of uploaded photos and avatars. */
export const UPLOADS_CACHE = 'uploads';

/** Whether a cache holds a user's data (what logout deletes). */
export function isUserCache(name: string): boolean {
  return name.startsWith(API_CACHE_PREFIX) || name === UPLOADS_CACHE;
}

/**
 * The API cache of a session: named after a digest of its bearer token, so a response is
 * never served to another session, not even another user's on the same device, and no
 * state has to reach the service worker at sign-in.
 */
export async function apiCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${API_CACHE_PREFIX}${hex}`;
}
