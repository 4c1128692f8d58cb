import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNotification, buildNotificationPage, buildProfile } from '../../test/factories';
import { mockFetch } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';
import { UNREAD_CHECK_MS } from './api/get-unread-count';

/** Renders the app with a server whose unread count the test sets. */
function openApp(path: string) {
  signInAs('user');
  const server = { unreadCount: 0 };
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/notifications': () => ({
      body: buildNotificationPage([buildNotification()], { unreadCount: server.unreadCount }),
    }),
    'POST /api/notifications/read': () => {
      server.unreadCount = 0;
      return { status: 204 };
    },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp(path);
  return { server, calls, user, ...view };
}

const bottomBar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const notificationEntry = () => within(bottomBar()).getByRole('link', { name: /Notifications/ });
const unreadChecks = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/notifications').length;

/** Lets the clock run on by one polling period (and the answers arrive). */
const tick = () => act(() => vi.advanceTimersByTimeAsync(UNREAD_CHECK_MS));

describe('unread notification dot', () => {
  beforeEach(() => {
    // Polling runs on timers; the clock still moves by itself so lazy pages load.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks 10 s after opening and then every 10 s, and shows the dot while some are unread', async () => {
    const { server, calls } = openApp('/search');
    await screen.findByRole('searchbox', {}, { timeout: PAGE_LOAD_MS });
    server.unreadCount = 2;
    expect(unreadChecks(calls)).toBe(0);
    expect(notificationEntry()).not.toHaveTextContent('New notifications');

    await tick();
    expect(unreadChecks(calls)).toBe(1);
    expect(await within(notificationEntry()).findByText('New notifications')).toBeInTheDocument();

    server.unreadCount = 0;
    await tick();
    expect(unreadChecks(calls)).toBe(2);
    expect(notificationEntry()).not.toHaveTextContent('New notifications');
  });

  it('asks for a single notification only, to read the count', async () => {
    openApp('/search');
    await screen.findByRole('searchbox', {}, { timeout: PAGE_LOAD_MS });
    await tick();
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/notifications');
    expect(url?.searchParams.get('limit')).toBe('1');
  });

  it('clears the dot when the notification page opens', async () => {
    const { server, user, calls } = openApp('/search');
    await screen.findByRole('searchbox', {}, { timeout: PAGE_LOAD_MS });
    server.unreadCount = 1;
    await tick();
    await within(notificationEntry()).findByText('New notifications');

    await user.click(notificationEntry());
    await screen.findByRole('list', { name: 'Notifications' }, { timeout: PAGE_LOAD_MS });
    expect(notificationEntry()).not.toHaveTextContent('New notifications');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read')).toBe(
      true,
    );
  });
});
