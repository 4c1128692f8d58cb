import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A PerformanceObserver that reports largest paints when the test says so. */
class LargestPaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: LargestPaintObserver | undefined;
  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {
    LargestPaintObserver.current = this;
  }
  observe() {}
  disconnect() {}
  report(entries: unknown[]) {
    this.callback({ getEntries: () => entries });
  }
}

/** first-paint.ts afresh (its moment is once a visit), its first photo ready: `hasPhoto`. */
async function firstPaint(hasPhoto: boolean) {
  vi.resetModules();
  vi.doMock('./early-requests', () => ({ firstPhotoReady: () => Promise.resolve(hasPhoto) }));
  return import('./first-paint');
}

/** Lets promises settle and the frame and task after them run. */
async function settle(ms = 50) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("the newsfeed's first-paint moment", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', LargestPaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.doUnmock('./early-requests');
  });

  it('comes once the browser reports the first photo painted, not when it was decoded', async () => {
    const { afterFeedPainted } = await firstPaint(true);
    const task = vi.fn();
    afterFeedPainted(task);
    await settle();
    expect(task).not.toHaveBeenCalled();

    // A text block first (no address), then the photo.
    LargestPaintObserver.current?.report([{ url: '' }]);
    await settle();
    expect(task).not.toHaveBeenCalled();
    LargestPaintObserver.current?.report([{ url: '/uploads/photo-400.webp' }]);
    await settle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits two seconds at most for a report that never comes', async () => {
    const { afterFeedPainted } = await firstPaint(true);
    const task = vi.fn();
    afterFeedPainted(task);
    await settle(1_900);
    expect(task).not.toHaveBeenCalled();
    await settle(200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for no report when the first post has no photo', async () => {
    const { afterFeedPainted } = await firstPaint(false);
    const task = vi.fn();
    afterFeedPainted(task);
    await settle();
    expect(task).toHaveBeenCalledOnce();
  });
});
