import { notifications } from '@mantine/notifications';
import { i18n } from '../../lib/i18n';
import { errorMessageKey, TOAST_MS } from '../../lib/notify';

/**
 * Shows a failed feed call as a red toast: the spec's text as title ('Failed to create
 * comment!') and the server's code, translated, as the message (e.g. "This challenge has
 * ended.").
 */
export function notifyFeedFailure(titleKey: string, error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t(titleKey),
    message: i18n.t(errorMessageKey(error)),
    autoClose: TOAST_MS,
    position: 'top-right',
  });
}
