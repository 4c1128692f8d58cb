import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { i18n, loadLanguage } from '../lib/i18n';

/**
 * Lazy components whose code is still loading. A test can end before a lazy part it never
 * waited for (the navigation drawer, the overlay hosts) has loaded; on a busy machine that
 * load can finish after the file's jsdom is gone, and React, woken by it, then throws
 * "window is not defined" outside any test, failing the run. Each file waits for them below.
 */
const lazyLoads = new Set<Promise<unknown>>();

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const lazy: typeof react.lazy = (load) =>
    react.lazy(() => {
      const loading = load();
      lazyLoads.add(loading);
      void loading.finally(() => lazyLoads.delete(loading)).catch(() => {});
      return loading;
    });
  return { ...react, lazy, default: { ...react, lazy } };
});

// Stylesheets are empty in these tests (css: false), so waiting for every component's styles
// resolves at once: a load of the hundred stylesheet modules the newsfeed starts after its
// first paint would otherwise outlast a short test and its jsdom.
vi.mock('../lib/component-styles', () => ({
  loadAllComponentStyles: () => Promise.resolve(),
  withAllComponentStyles: <M>(load: () => Promise<M>) => load,
}));

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

// Before the file's jsdom goes: let every lazy load finish and React handle it.
afterAll(async () => {
  while (lazyLoads.size > 0) await Promise.allSettled([...lazyLoads]);
  await new Promise((resolve) => setTimeout(resolve, 0));
});
