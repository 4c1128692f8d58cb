import { useAuthStore } from '../auth-store';
import { i18n } from '../i18n';
import { ENGLISH_MANIFEST_PATH } from './manifest';
import { startPushSubscription } from './push';
import { registerServiceWorker } from './service-worker';

/** The German manifest index.html links by default (decision 041). */
const DEFAULT_MANIFEST_PATH = '/manifest.webmanifest';

/** Links the manifest of the UI language, so an install from an English UI is English. */
function followManifestLanguage(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const apply = (language: string) => {
    const href = language === 'en' ? ENGLISH_MANIFEST_PATH : DEFAULT_MANIFEST_PATH;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}

/**
 * Starts the installable, offline app after the first page is up (main.tsx): the service
 * worker, the push subscription loop (again at each sign-in) and the manifest's language.
 */
export async function startPwa(): Promise<void> {
  followManifestLanguage();
  const registration = await registerServiceWorker();
  if (!registration || !('PushManager' in window)) return;
  void startPushSubscription(registration);
  useAuthStore.subscribe((state, previous) => {
    if (state.userId && state.userId !== previous.userId) void startPushSubscription(registration);
  });
}
