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

/** Gives jsdom the object URLs it lacks, for the previews of chosen pictures. */
export function stubObjectUrls(): void {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:preview';
      static override revokeObjectURL = () => {};
    },
  );
}
