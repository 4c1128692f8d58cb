import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { clearNewNotification, hasNewNotification } from '../../../lib/app-db';
import { paths } from '../../../lib/routes';

/** First read 10 s after mount, then every 10 s (admin spec §4, §9). */
export const MARKER_CHECK_MS = 10_000;

/**
 * The new-notification marker (admin spec §4): the service worker writes the
 * `notification_status` record of appDb when a push arrives; 10 s after mount and then every
 * 10 s the app reads it, and a record present gives the dot on the bell. Opening
 * `/notification` deletes the record and clears the status; a database error gives none.
 */
export function useNewNotificationMarker(): boolean {
  const [isNew, setIsNew] = useState(false);
  const onNotificationPage = useLocation().pathname === paths.notification;

  useEffect(() => {
    let alive = true;
    const read = () =>
      hasNewNotification().then(
        (present) => alive && setIsNew(present),
        () => alive && setIsNew(false),
      );
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void read();
      interval = setInterval(read, MARKER_CHECK_MS);
    }, MARKER_CHECK_MS);
    return () => {
      alive = false;
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);

  useEffect(() => {
    if (!onNotificationPage) return;
    setIsNew(false);
    clearNewNotification().catch((error: unknown) => console.error('appDb', error));
  }, [onNotificationPage]);

  return isNew && !onNotificationPage;
}
