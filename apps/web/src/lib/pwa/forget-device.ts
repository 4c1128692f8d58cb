import { clearUserCaches } from './user-caches';

/**
 * Ends push on this device before the session ends: the server forgets the subscription
 * (DELETE /api/subscribe, only the caller's own) and the browser drops it.
 */
async function unsubscribePush(token: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await fetch('/api/subscribe', {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
    credentials: 'same-origin',
  }).catch((error: unknown) => console.error('DELETE /api/subscribe failed', error));
  await subscription.unsubscribe();
}

/**
 * What logout removes from this device besides storage (decision 040): the push
 * subscription and the offline caches of the user's data. Failures are only logged
 * (admin spec §8); the logout goes on.
 */
export async function forgetDevice(token: string | null): Promise<void> {
  if (token) {
    await unsubscribePush(token).catch((error: unknown) =>
      console.error('Ending the push subscription failed', error),
    );
  }
  await clearUserCaches();
}
