import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasNewNotification, markNewNotification } from '../../../lib/app-db';
import { MARKER_CHECK_MS, useNewNotificationMarker } from './use-new-notification-marker';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/newsfeed']}>{children}</MemoryRouter>;
}

/** The marker, and a way to move to another screen as the bell's link does. */
function renderMarker() {
  return renderHook(() => ({ isNew: useNewNotificationMarker(), navigate: useNavigate() }), {
    wrapper,
  });
}

/** Lets the clock run on by `ms` and the database answer. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // IndexedDB answers on real macrotasks (fake-indexeddb uses setImmediate, not faked here).
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

describe('new-notification marker', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await import('../../../lib/app-db').then((db) => db.clearNewNotification());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the record first 10 s after mount, then every 10 s', async () => {
    await markNewNotification();
    const { result } = renderMarker();
    await elapse(MARKER_CHECK_MS - 100);
    expect(result.current.isNew).toBe(false);

    await elapse(100);
    expect(result.current.isNew).toBe(true);
  });

  it('shows a push that arrives later at the next 10 s check', async () => {
    const { result } = renderMarker();
    await elapse(MARKER_CHECK_MS);
    expect(result.current.isNew).toBe(false);

    await markNewNotification();
    await elapse(MARKER_CHECK_MS - 100);
    expect(result.current.isNew).toBe(false);
    await elapse(100);
    expect(result.current.isNew).toBe(true);
  });

  it('clears the status and deletes the record when /notification opens', async () => {
    await markNewNotification();
    const { result } = renderMarker();
    await elapse(MARKER_CHECK_MS);
    expect(result.current.isNew).toBe(true);

    act(() => void result.current.navigate('/notification'));
    await elapse(0);
    expect(result.current.isNew).toBe(false);
    expect(await hasNewNotification()).toBe(false);

    act(() => void result.current.navigate('/newsfeed'));
    await elapse(MARKER_CHECK_MS);
    expect(result.current.isNew).toBe(false);
  });
});
