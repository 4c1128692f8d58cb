/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { markNewNotification } from '../lib/app-db';
import { apiCacheName, isUserCache, UPLOADS_CACHE } from '../lib/pwa/cache-names';
import { isOfflineRead, isUpload, uploadsByPath } from './api-cache';
import { parsePushMessage, targetUrl } from './push-message';

/**
 * The app's service worker (decision 040), built to `/service-worker.js` by vite-plugin-pwa
 * (injectManifest): the shell and the participant area's chunks come from the precache, API
 * reads of the offline screens go network-first with a per-session cache, and pushes become
 * system notifications.
 */
declare const self: ServiceWorkerGlobalScope;

/** How long an API read waits for the network before the cached answer is shown. */
const NETWORK_TIMEOUT_S = 4;

// The build's file list with revisions: a new version installs its own complete set of
// chunks beside the old one, so index.html and its chunks always come from the same build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the page that installed it, so that visit already works offline
// later; a newer version waits for the user's consent (SKIP_WAITING) before it takes over.
clientsClaim();

// Every navigation opens the precached index.html (hash routing: all screens live under /).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

/** Header of an API answer that came from the cache because the network failed. */
const FROM_CACHE_HEADER = 'X-From-Offline-Cache';

/** Marks answers of the cache, so the page can tell them from the server's. */
const markFromCache: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(cacheName: string): NetworkFirst {
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [markFromCache],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
}

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    isOfflineRead(request.method, url, request.headers.get('authorization')),
  async ({ request, event }) => {
    const cacheName = await apiCacheName(request.headers.get('authorization') ?? '');
    return apiStrategy(cacheName).handle({ request, event });
  },
);

// Uploaded files never change under their key (keys are never reused), whichever signed
// address brings them (decision 062): kept by key, the device's copy serves every address.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isUpload(request.method, url),
  new CacheFirst({
    cacheName: UPLOADS_CACHE,
    plugins: [
      uploadsByPath,
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** Deletes the caches that hold a user's data (logout). */
async function clearUserCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
  apiStrategies.clear();
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // The new version takes over only when the user accepted the reload prompt.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLEAR_USER_CACHES') event.waitUntil(clearUserCaches());
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text());
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag || undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: message.url },
      }),
      // The bell's dot (admin spec §4); a failing database must not lose the notification.
      markNewNotification().catch((error: unknown) => console.error('appDb', error)),
    ]),
  );
});

/** Focuses a window of the app at `url`, or opens one. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    try {
      await focused.navigate(url);
      return;
    } catch {
      // An uncontrolled window cannot be navigated from here: a new one opens instead.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(openApp(targetUrl(url, self.location.origin)));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync (decision 042): the page sends the drafts; the worker only wakes it up.
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'drafts') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'sync-drafts' });
    }),
  );
});
