import { useAuthStore } from '../auth-store';
import { i18n } from '../i18n';
import { ENGLISH_MANIFEST_PATH } from './manifest';
import { startPushSubscription } from './push';
import { registerServiceWorker } from './service-worker';

/** The German manifest, the default one (decision 041). */
const DEFAULT_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Links the manifest of the UI language, so an install from an English UI is English, and
 * follows the language. index.html links none: the app links it after the first page has
 * painted, so that the manifest and the icon a browser fetches for it take no connection
 * from the first page's files (decision 088).
 */
export function linkManifest(): void {
  const link =
    document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ??
    document.createElement('link');
  const apply = (language: string) => {
    const href = language === 'en' ? ENGLISH_MANIFEST_PATH : DEFAULT_MANIFEST_PATH;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(i18n.language);
  if (!link.isConnected) {
    link.rel = 'manifest';
    document.head.append(link);
  }
  i18n.on('languageChanged', apply);
}

/**
 * Starts the installable, offline app after the first page is up (main.tsx): the manifest of
 * the UI language, the service worker and the push subscription loop (again at each sign-in).
 */
export async function startPwa(): Promise<void> {
  linkManifest();
  const registration = await registerServiceWorker();
  if (!registration || !('PushManager' in window)) return;
  void startPushSubscription(registration);
  useAuthStore.subscribe((state, previous) => {
    if (state.userId && state.userId !== previous.userId) void startPushSubscription(registration);
  });
}
