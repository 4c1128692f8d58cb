import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import {
  buildAnonymousCard,
  buildCard,
  buildFriendship,
  buildPage,
  buildProfile,
} from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const ben = buildCard();
const cleo = buildCard({ _id: 'cleo', displayName: 'Cleo Berger', country: 'FR' });
const hidden = buildAnonymousCard('dora');

const benFriend = buildFriendship(ben);
const hiddenFriend = buildFriendship(hidden);
const fromCleo = buildFriendship(cleo, {
  _id: 'f-req-cleo',
  status: 'pending',
  sender: cleo,
  receiver: buildCard({ _id: 'user-1' }),
  acceptedAt: null,
});
const toHidden = buildFriendship(hidden, {
  _id: 'f-req-dora',
  status: 'pending',
  acceptedAt: null,
});

/**
 * Renders /myfriends against a small fake server: the lists answer what is stored, and a
 * successful action takes the friendship out of it, as the API does.
 */
function openMyFriends(path = '/myfriends', handlers: Handlers = {}) {
  signInAs('user');
  let friends = [benFriend, hiddenFriend];
  let waiting = [fromCleo];
  let sending = [toHidden];
  const drop = (id: string) => {
    friends = friends.filter((f) => f._id !== id);
    waiting = waiting.filter((f) => f._id !== id);
    sending = sending.filter((f) => f._id !== id);
  };
  const succeed = (id: string) => () => {
    drop(id);
    return { body: { msg: 'DELETED' } };
  };
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/friends/myFriends': () => ({ body: buildPage(friends) }),
    'GET /api/profile/waitingAcceptFriends': () => ({ body: { docs: waiting } }),
    'GET /api/profile/sendingRequestFriends': () => ({ body: { docs: sending } }),
    'DELETE /api/friends/deleteFriend/f-ben': succeed('f-ben'),
    'PATCH /api/friends/acceptFriend/f-req-cleo': succeed('f-req-cleo'),
    'DELETE /api/friends/rejectFriend/f-req-cleo': succeed('f-req-cleo'),
    'DELETE /api/friends/cancelRequest/f-req-dora': succeed('f-req-dora'),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp(path);
  return { user, calls, ...view };
}

const findList = (name: string) => screen.findByRole('list', { name }, { timeout: PAGE_LOAD_MS });

const profileLoads = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/profile').length;

describe('my friends page', () => {
  it('lists my friends, linking the visible ones and showing a hidden one as anonymous', async () => {
    openMyFriends();
    const list = await findList('Friends');
    expect(
      within(list).getByRole('link', { name: 'Open the profile of Ben Braun' }),
    ).toHaveAttribute('href', '/competitor/ben');
    expect(within(list).getByText('Anonymous')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(list).toHaveTextContent('Since 02/03/2026');
  });

  it('removes a friend after confirmation, takes them off the list and refreshes the profile', async () => {
    const { user, calls } = openMyFriends('/myfriends');
    const list = await findList('Friends');
    const before = profileLoads(calls);
    await user.click(
      within(list).getByRole('button', { name: 'Remove Ben Braun from your friends' }),
    );
    const dialog = await findSpecConfirmation('Do you want to remove this friend?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    expect(screen.queryByText('Ben Braun')).not.toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/friends/deleteFriend/f-ben'),
    ).toBe(true);
    await waitFor(() => expect(profileLoads(calls)).toBeGreaterThan(before));
  });

  it('keeps a friend when the removal fails and says why', async () => {
    const { user } = openMyFriends('/myfriends', {
      'DELETE /api/friends/deleteFriend/f-ben': { status: 404, body: apiErrorBody('NOT_FOUND') },
    });
    const list = await findList('Friends');
    await user.click(
      within(list).getByRole('button', { name: 'Remove Ben Braun from your friends' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Removing the friend failed')).toBeInTheDocument();
    expect(within(list).getByText('Ben Braun')).toBeInTheDocument();
  });

  it('accepts a request sent to me and takes it off the pending list', async () => {
    const { user, calls } = openMyFriends('/myfriends?tab=pending');
    const list = await findList('Requests to me');
    await user.click(
      within(list).getByRole('button', { name: 'Accept the friend request of Cleo Berger' }),
    );

    expect(await screen.findByText('Friend added')).toBeInTheDocument();
    expect(screen.queryByText('Cleo Berger')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
  });

  it('declines a request sent to me', async () => {
    const { user, calls } = openMyFriends('/myfriends?tab=pending');
    const list = await findList('Requests to me');
    await user.click(
      within(list).getByRole('button', { name: 'Decline the friend request of Cleo Berger' }),
    );

    expect(await screen.findByText('Friend request declined')).toBeInTheDocument();
    expect(screen.queryByText('Cleo Berger')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/friends/rejectFriend/f-req-cleo')).toBe(true);
  });

  it('cancels my own request, naming a non-public receiver only as anonymous', async () => {
    const { user, calls } = openMyFriends('/myfriends');
    await findList('Friends');
    await user.click(screen.getByRole('tab', { name: 'My requests' }));
    const list = await findList('My requests');
    expect(within(list).getByText('Anonymous')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Cancel request to Anonymous' }));
    expect(await screen.findByText('Friend request cancelled')).toBeInTheDocument();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/friends/cancelRequest/f-req-dora')).toBe(true);
  });
});

describe('an empty friends list', () => {
  const noFriends = { 'GET /api/friends/myFriends': { body: buildPage([]) } };
  const registerLink = `${window.location.origin}${window.location.pathname}#/register`;

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('keeps the spec\'s "No record found" and offers to invite a colleague through the share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = openMyFriends('/myfriends', noFriends);

    expect(await screen.findByText('No record found', {}, { timeout: PAGE_LOAD_MS })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Charity Challenge',
      text: 'Join me in the Charity Challenge! You can register here:',
      url: registerLink,
    });
  });

  it('copies the registration link where the device has no share sheet', async () => {
    const { user } = openMyFriends('/myfriends', noFriends);

    await user.click(
      await screen.findByRole('button', { name: 'Invite a colleague' }, { timeout: PAGE_LOAD_MS }),
    );

    expect(
      await screen.findByText('Registration link copied. Paste it into a message.'),
    ).toBeInTheDocument();
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(registerLink);
  });
});
