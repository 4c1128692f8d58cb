import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { i18n, loadLanguage } from '../lib/i18n';

// Lazy pages load their chunk on first render, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Both languages' texts are there before any test renders (the app loads them on demand).
await Promise.all([loadLanguage('de', true), loadLanguage('en', true)]);

// Tests read the English texts of the spec.
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store and would leak into the next test.
  cleanNotifications();
  useAuthStore.setState({
    token: null,
    expiresAt: null,
    role: null,
    userId: null,
    authed: false,
  });
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
