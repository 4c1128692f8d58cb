import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followOnlineState,
  isOnline,
  ONLINE_PROBE_MS,
  reportOffline,
  reportOnline,
  useOnlineStore,
} from './online';

describe('online flag', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    useOnlineStore.setState({ online: true });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    reportOnline();
    vi.useRealTimers();
  });

  it("follows the browser's offline and online events and calls back on each return", () => {
    const onOnline = vi.fn();
    stop = followOnlineState(onOnline);

    window.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('calls back when an answering server ends an offline a failed request reported', () => {
    const onOnline = vi.fn();
    stop = followOnlineState(onOnline);

    reportOffline();
    expect(isOnline()).toBe(false);
    reportOnline();
    reportOnline();
    expect(isOnline()).toBe(true);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('asks the server again while the browser says online, so a false offline flag does not stick', async () => {
    vi.useFakeTimers();
    const health = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', health);

    reportOffline();
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_MS);
    expect(health).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_MS);
    expect(health).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);
  });

  it('does not probe while the browser itself says offline', async () => {
    vi.useFakeTimers();
    const health = vi.fn();
    vi.stubGlobal('fetch', health);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    reportOffline();
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_MS * 3);

    expect(health).not.toHaveBeenCalled();
    expect(isOnline()).toBe(false);
  });
});
