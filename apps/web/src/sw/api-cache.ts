import type { WorkboxPlugin } from 'workbox-core';

/**
 * Which requests the service worker keeps for offline use (decision 040); the caches they go
 * to are named in lib/pwa/cache-names.ts. Free of service worker globals, so it is tested in
 * the page.
 */

/**
 * The reads of the screens that open offline (issue 12): feed, progress, my activities,
 * events, rankings, profile, notifications, and what those screens show beside them
 * (friends, teams, comments, settings, a competitor's page).
 */
const offlineReads =
  /^\/api\/(activities|events|profile|notifications|friends|teams|comments|likes|settings|users\/competitor)(\/|$)/;

/**
 * Never kept: sign-in and account flows, exports, reports and downloads, and a fundraising
 * statement (an administrator's accounting, its workbook an export).
 */
const neverKept = /\/(auth|export|report|download|statement)/i;

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

/**
 * Keeps an uploaded file under its address without the query: the server signs each address
 * for an hour or two (decision 062), so a photo comes with a new address every hour. Keyed by
 * its path, the copy this device already holds is found under any of them, also offline
 * under an address newer than the one it was fetched with, and is kept once. The cache is
 * deleted at sign-in and logout (user-caches.ts), so it only holds what this session saw.
 */
export const uploadsByPath: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};
