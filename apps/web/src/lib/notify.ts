import { notifications } from '@mantine/notifications';
import { ApiError, NETWORK_ERROR } from './api-client';
import { i18n } from './i18n';
import { requestOverlays } from './overlays-ready';

/** How long a toast stays (participant spec §9). */
export const TOAST_MS = 3000;

function showToast(color: 'teal' | 'red', message: string, title?: string): void {
  // The toast waits in the store until its host is there (lib/overlays-ready.ts).
  void requestOverlays();
  notifications.show({ color, title, message, autoClose: TOAST_MS, position: 'top-right' });
}

/** Shows a green toast with the translation of `key` (e.g. `profile:saved`). */
export function notifySuccess(key: string, values?: Record<string, unknown>): void {
  showToast('teal', i18n.t(key, values));
}

/** The translation key of an error: `errors:<CODE>` for API errors, `errors:INTERNAL` otherwise. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors:${error.code}`;
    if (error.code === NETWORK_ERROR || i18n.exists(key)) return key;
  }
  return 'errors:INTERNAL';
}

/**
 * The translation key of the reason a call failed, when there is one worth telling: a code
 * the server named and the catalog explains (`EVENT_ENDED`, `FRIENDSHIP_NOT_ALLOWED`), or the
 * network. An unexplained failure (`INTERNAL`, anything that is not an `ApiError`) has none.
 */
function reasonKey(error: unknown): string | undefined {
  const key = errorMessageKey(error);
  return key === 'errors:INTERNAL' ? undefined : key;
}

/**
 * The one way a failure becomes a red toast. With `labelKey` (the spec's text of the action,
 * 'Failed to create comment!') the label is the title and the reason the message; without a
 * reason the label alone is the message. Without a label the reason is the message, or
 * 'Something went wrong' when there is none. A caller that already shows the reason (under a
 * form field) passes `null` as the error.
 */
export function notifyError(error: unknown, labelKey?: string): void {
  const reason = reasonKey(error);
  if (labelKey && reason) showToast('red', i18n.t(reason), i18n.t(labelKey));
  else if (labelKey) showToast('red', i18n.t(labelKey));
  else showToast('red', i18n.t(reason ?? 'errors:INTERNAL'));
}
