import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildCard,
  buildFriendship,
  buildNotification,
  buildNotificationPage,
  buildPage,
  buildProfile,
} from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

/** The first check for new notifications runs 10 s after the app opens (admin spec §9). */
const CHECK_MS = 10_000;

const ben = buildCard();
const cleo = buildCard({ _id: 'cleo', displayName: 'Cleo Berger', country: 'FR' });
const benFriend = buildFriendship(ben);
const cleoFriend = buildFriendship(cleo, { _id: 'f-cleo' });

/** A server where Ben is a friend and a request to Cleo waits for her answer. */
function openMyFriends() {
  signInAs('user');
  const server = {
    friends: [benFriend] as Friendship[],
    notifications: [] as Notification[],
  };
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/friends/myFriends': () => ({ body: buildPage(server.friends) }),
    'GET /api/notifications': () => ({ body: buildNotificationPage(server.notifications) }),
  });
  renderApp('/myfriends');
  /** Cleo accepts: the friendship exists, and `notification` tells the signed-in user. */
  const cleoAccepts = (notification: Partial<Notification>) => {
    server.friends = [benFriend, cleoFriend];
    server.notifications = [buildNotification({ sender: cleo, ...notification })];
  };
  const friendsLoads = () => calls.filter((c) => c.path === '/api/friends/myFriends').length;
  return { cleoAccepts, friendsLoads };
}

const friendsList = () => screen.findByRole('list', { name: 'Friends' }, { timeout: PAGE_LOAD_MS });

describe('friends lists that other people change', () => {
  beforeEach(() => {
    // The check runs on timers; the clock still moves by itself so lazy pages load.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a friend who accepted my request as soon as the notification announcing it arrives', async () => {
    const { cleoAccepts } = openMyFriends();
    expect(within(await friendsList()).queryByText('Cleo Berger')).not.toBeInTheDocument();

    cleoAccepts({ _id: 'n-6', type: 1006, message: 'REQUEST_ACCEPTED', modelId: 'f-cleo' });
    await act(() => vi.advanceTimersByTimeAsync(CHECK_MS));

    expect(await within(await friendsList()).findByText('Cleo Berger')).toBeInTheDocument();
  });

  it('leaves the friends alone when the new notification is about something else', async () => {
    const { cleoAccepts, friendsLoads } = openMyFriends();
    await friendsList();

    cleoAccepts({ _id: 'n-2', type: 1002, message: 'LIKE_ON_MY_ACTIVITY' });
    await act(() => vi.advanceTimersByTimeAsync(CHECK_MS));

    expect(friendsLoads()).toBe(1);
    expect(screen.queryByText('Cleo Berger')).not.toBeInTheDocument();
  });

  it('loads the friends again when the window regains focus', async () => {
    const { cleoAccepts } = openMyFriends();
    await friendsList();

    cleoAccepts({ _id: 'n-6', type: 1006, message: 'REQUEST_ACCEPTED', isRead: true });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await within(await friendsList()).findByText('Cleo Berger')).toBeInTheDocument();
  });
});
