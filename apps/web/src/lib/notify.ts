import { notifications } from '@mantine/notifications';
import { ApiError, NETWORK_ERROR } from './api-client';
import { i18n } from './i18n';

/** How long a toast stays (participant spec §9). */
export const TOAST_MS = 3000;

/** Shows a green toast with the translation of `key` (e.g. `profile:saved`). */
export function notifySuccess(key: string, values?: Record<string, unknown>): void {
  notifications.show({
    color: 'teal',
    message: i18n.t(key, values),
    autoClose: TOAST_MS,
    position: 'top-right',
  });
}

/** Shows a red toast with the translation of `key`. */
export function notifyError(key: string, values?: Record<string, unknown>): void {
  notifications.show({
    color: 'red',
    message: i18n.t(key, values),
    autoClose: TOAST_MS,
    position: 'top-right',
  });
}

/** The translation key of an error: `errors:<CODE>` for API errors, `errors:INTERNAL` otherwise. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors:${error.code}`;
    if (error.code === NETWORK_ERROR || i18n.exists(key)) return key;
  }
  return 'errors:INTERNAL';
}

/** Shows the translated text of a failed call (`errors.<CODE>`) as a red toast. */
export function notifyApiError(error: unknown): void {
  notifyError(errorMessageKey(error));
}
