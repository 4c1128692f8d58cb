import { useCallback, useEffect, useState } from 'react';

/** Whether this browser can receive pushes at all. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** What the device allows: push unsupported, not asked yet, allowed or blocked. */
export type PushPermission = 'unsupported' | NotificationPermission;

function readPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/**
 * The notification permission as React state, and `enable`, which asks for it (only ever
 * from a control the user pressed) and subscribes when it is given.
 */
export function usePushPermission(): { permission: PushPermission; enable: () => Promise<void> } {
  const [permission, setPermission] = useState<PushPermission>(readPermission);

  useEffect(() => {
    const refresh = () => setPermission(readPermission());
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);

  const enable = useCallback(async () => {
    try {
      // The subscription code loads with the first press: the first page does not carry it.
      const { enablePush } = await import('./push');
      setPermission(await enablePush());
    } catch (error) {
      console.error('Enabling push failed', error);
      setPermission(readPermission());
    }
  }, []);

  return { permission, enable };
}
