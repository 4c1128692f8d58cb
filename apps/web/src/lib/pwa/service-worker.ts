import { useUpdateStore } from './update-store';

/** The service worker's address (admin spec §7). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** How often an open app asks the server whether a new version exists. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * In development the worker is not built: the file is checked first, and a registration
 * left from a build is removed when the file is missing or is not a script (admin spec §4).
 * Only the console hears of it (admin spec §8).
 */
async function isServiceWorkerServed(): Promise<boolean> {
  try {
    const response = await fetch(SERVICE_WORKER_URL, { headers: { 'Service-Worker': 'script' } });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 404 && type.includes('javascript')) return true;
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.unregister();
    return false;
  } catch {
    console.info('No internet connection found. The app is running in offline mode.');
    return false;
  }
}

/**
 * Registers the service worker (decision 040), only on the app's own origin (admin spec §4).
 * When a new version is waiting, the layouts offer a reload; the new worker takes over only
 * when the user accepts, and the page reloads once it controls the page, so old and new
 * chunks are never mixed. Returns the registration, or nothing where there is no worker.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const appUrl = new URL(import.meta.env.BASE_URL, window.location.href);
  if (appUrl.origin !== window.location.origin) return undefined;
  if (import.meta.env.DEV && !(await isServiceWorkerServed())) return undefined;

  try {
    // Loaded after the first page: the update flow is not needed to show it.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    workbox.addEventListener('waiting', () => {
      useUpdateStore.getState().offer(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    const registration = await workbox.register();
    setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
    return registration;
  } catch (error) {
    console.error('Service worker registration failed', error);
    return undefined;
  }
}
