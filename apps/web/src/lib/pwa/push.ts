import { requestHeaders } from '../api-client';
import { sessionKeys } from '../auth-store';

/** Push subscribe retry (admin spec §9). */
export const PUSH_RETRY_MS = 3000;

/** The user_ID of the session, from whichever storage holds it (rule 4). */
function storedUserId(): string | null {
  return localStorage.getItem(sessionKeys.userId) ?? sessionStorage.getItem(sessionKeys.userId);
}

/** A URL-safe base64 VAPID key as the bytes `pushManager.subscribe` takes. */
export function decodeServerKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = `${key}${'='.repeat((4 - (key.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch('/api/subscribe/key', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/subscribe/key answered ${response.status}`);
  const { publicKey } = (await response.json()) as { publicKey: string };
  return decodeServerKey(publicKey);
}

/** POST /api/subscribe (admin spec §7): 200 or 304 is success, anything else is logged. */
async function postSubscription(subscription: PushSubscription, userId: string): Promise<boolean> {
  const response = await fetch('/api/subscribe', {
    method: 'POST',
    headers: requestHeaders({ 'Content-Type': 'application/json', userId }),
    body: JSON.stringify(subscription),
    credentials: 'same-origin',
  });
  if (response.status === 200 || response.status === 304) return true;
  console.error(`POST /api/subscribe answered ${response.status}`);
  return false;
}

/**
 * One step of the spec's subscription loop (admin spec §4 Push subscription). Answers
 * whether the loop is done: without a stored user_ID an existing subscription is dropped;
 * with one, the device subscribes (user-visible only) and posts the subscription, but only
 * once the user allowed notifications (the profile's control asks, never a page load).
 */
export async function syncPushSubscription(
  registration: ServiceWorkerRegistration,
): Promise<boolean> {
  const userId = storedUserId();
  const existing = await registration.pushManager.getSubscription();
  if (!userId) {
    await existing?.unsubscribe();
    return true;
  }
  if (Notification.permission !== 'granted') return true;
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await serverKey(),
    }));
  return postSubscription(subscription, userId);
}

let running: Promise<void> | null = null;

/**
 * Runs the loop: every 3 s until a subscription is posted (admin spec §9). Starting it again
 * while it runs does nothing; it is started at start-up, at sign-in and when the user enables
 * notifications. Failures are only logged (admin spec §8).
 */
export function startPushSubscription(registration: ServiceWorkerRegistration): Promise<void> {
  running ??= (async () => {
    for (;;) {
      try {
        if (await syncPushSubscription(registration)) break;
      } catch (error) {
        console.error('Push subscription failed', error);
      }
      await new Promise((resolve) => setTimeout(resolve, PUSH_RETRY_MS));
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Asks for the permission to notify (the profile's control and the prompt after the first
 * activity) and subscribes right away when it is given. Answers the permission.
 */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') {
    const registration = await navigator.serviceWorker.ready;
    void startPushSubscription(registration);
  }
  return permission;
}
