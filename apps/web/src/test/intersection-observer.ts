import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives: `reveal()` tells
 * the newest observer that its element came within the margin.
 */
export function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  class ObserverStub {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  return {
    observers,
    reveal() {
      const latest = observers.at(-1);
      latest?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    },
  };
}

/** The `page` query of every call the stubbed fetch got for `path`, in order. */
export function requestedPages(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.get('page'));
}
