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
