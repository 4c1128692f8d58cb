import { isUserCache } from './cache-names';

/**
 * Deletes the caches of the service worker that hold a user's data: the API reads of the
 * session and the uploaded photos (decision 040). The page does it itself, so it works
 * without an active worker too. Failures are only logged (admin spec §8: shell errors).
 */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Clearing the offline caches failed', error);
  }
}
