import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { signInAs } from '../../test/session';
import { sessionKeys } from '../auth-store';
import { decodeServerKey, syncPushSubscription } from './push';

/** The server's VAPID public key as GET /api/subscribe/key answers it (URL-safe base64). */
const PUBLIC_KEY = 'BAEC_-8';

/** A browser's push manager (the push service is a boundary, like the network). */
function fakeRegistration(existing: { endpoint: string } | null = null) {
  const subscription = {
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const current = existing ? { ...subscription, ...existing } : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => subscription),
  };
  return {
    registration: { pushManager } as unknown as ServiceWorkerRegistration,
    pushManager,
    current,
  };
}

function allowNotifications(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
}

describe('push subscription loop (admin spec §4, §7)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signInAs('user', 'user-7');
    localStorage.setItem(sessionKeys.userId, 'user-7');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('subscribes user-visible with the server key and posts it with the userId header', async () => {
    allowNotifications('granted');
    const calls = mockFetch({
      'GET /api/subscribe/key': { body: { publicKey: PUBLIC_KEY } },
      'POST /api/subscribe': { status: 200, body: {} },
    });
    const { registration, pushManager } = fakeRegistration();

    expect(await syncPushSubscription(registration)).toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: decodeServerKey(PUBLIC_KEY),
    });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(post?.headers.get('userId')).toBe('user-7');
    expect(post?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post?.headers.get('Content-Type')).toBe('application/json');
  });

  it('tries again when the server answers with anything but 200 or 304, and only logs it', async () => {
    allowNotifications('granted');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/subscribe/key': { body: { publicKey: PUBLIC_KEY } },
      'POST /api/subscribe': { status: 500, body: {} },
    });
    expect(await syncPushSubscription(fakeRegistration().registration)).toBe(false);
    expect(logged).toHaveBeenCalledWith('POST /api/subscribe answered 500');
  });

  it('posts an existing subscription again without subscribing anew', async () => {
    allowNotifications('granted');
    const calls = mockFetch({ 'POST /api/subscribe': { status: 200, body: {} } });
    const { registration, pushManager } = fakeRegistration({
      endpoint: 'https://push.example/old',
    });
    expect(await syncPushSubscription(registration)).toBe(true);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/subscribe']);
  });

  it('asks nothing while the user has not allowed notifications', async () => {
    allowNotifications('default');
    const calls = mockFetch({});
    const { registration, pushManager } = fakeRegistration();
    expect(await syncPushSubscription(registration)).toBe(true);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('drops the subscription of a device with no user_ID stored', async () => {
    allowNotifications('granted');
    localStorage.removeItem(sessionKeys.userId);
    const calls = mockFetch({});
    const { registration, current } = fakeRegistration({ endpoint: 'https://push.example/old' });
    expect(await syncPushSubscription(registration)).toBe(true);
    expect(current?.unsubscribe).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('VAPID key', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect(Array.from(decodeServerKey('BAEC_-8'))).toEqual([4, 1, 2, 255, 239]);
  });
});
