/**
 * Which requests the service worker keeps for offline use, and under which cache (decision
 * 040). Free of service worker globals, so it is tested in the page.
 */

/** Prefix of the caches of API reads: one cache per signed-in session. */
export const API_CACHE_PREFIX = 'api-';
/** The cache of uploaded photos and avatars. */
export const UPLOADS_CACHE = 'uploads';

/**
 * The reads of the screens that open offline (issue 12): feed, progress, my activities,
 * events, rankings, profile, notifications, and what those screens show beside them
 * (friends, teams, comments, settings, a competitor's page).
 */
const offlineReads =
  /^\/api\/(activities|events|profile|notifications|friends|teams|comments|likes|settings|users\/competitor)(\/|$)/;

/** Never kept: sign-in and account flows, exports, reports and downloads. */
const neverKept = /\/(auth|export|report|download)/i;

/**
 * Whether a request is an API read kept for offline use: a GET with the bearer token of a
 * session, to one of the offline screens' addresses. Writes are never cached.
 */
export function isOfflineRead(method: string, url: URL, authorization: string | null): boolean {
  return (
    method === 'GET' &&
    Boolean(authorization?.startsWith('Bearer ')) &&
    offlineReads.test(url.pathname) &&
    !neverKept.test(url.pathname)
  );
}

/** Whether a request fetches an uploaded file (photos, avatars). */
export function isUpload(method: string, url: URL): boolean {
  return method === 'GET' && url.pathname.startsWith('/uploads/');
}

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
