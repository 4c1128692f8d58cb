import type { Profile } from '@cc/shared/profile/profile.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render-app';
import { signInAs } from '../test/session';
import { AddFriendButton, type AddFriendButtonProps } from './add-friend-button';

const ref = (id: string, sender: string, receiver: string) => ({ _id: id, sender, receiver });

function renderButton(
  props: Partial<AddFriendButtonProps> = {},
  profile: Profile = buildProfile({ _id: 'me' }),
  handlers: Handlers = {},
) {
  signInAs('user', 'me');
  let currentProfile = profile;
  const calls = mockFetch({
    'GET /api/profile': () => ({ body: currentProfile }),
    ...handlers,
  });
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(
    <AddFriendButton
      userId="ben"
      acceptFriendship
      isAnonymous={false}
      displayName="Ben Braun"
      {...props}
    />,
  );
  const setProfile = (next: Profile) => {
    currentProfile = next;
  };
  return { user, calls, queryClient, setProfile };
}

const addButton = () => screen.findByRole('button', { name: 'Add friend: Ben Braun' });

describe('add-friend button', () => {
  it('shows nothing for myself, my friends and anonymous users', async () => {
    signInAs('user', 'me');
    mockFetch({
      'GET /api/profile': {
        body: buildProfile({ _id: 'me', friends: [ref('f-1', 'ben', 'me')] }),
      },
    });
    renderWithProviders(
      <>
        <AddFriendButton userId="me" acceptFriendship isAnonymous={false} displayName="Me" />
        <AddFriendButton userId="ben" acceptFriendship isAnonymous={false} displayName="Ben" />
        <AddFriendButton userId="cleo" acceptFriendship isAnonymous displayName="anonymous" />
        <AddFriendButton userId="dana" acceptFriendship isAnonymous={false} displayName="Dana" />
      </>,
    );
    // Dana's button shows that the profile has arrived; the others stay empty.
    await screen.findByRole('button', { name: 'Add friend: Dana' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows a disabled pending button after I asked', async () => {
    renderButton({}, buildProfile({ _id: 'me', sendingRequestFriends: [ref('f-2', 'me', 'ben')] }));
    expect(await screen.findByRole('button', { name: 'Friend request pending' })).toBeDisabled();
  });

  it('accepts a request the other user sent me', async () => {
    const { user, calls } = renderButton(
      {},
      buildProfile({ _id: 'me', waitingAcceptFriends: [ref('f-3', 'ben', 'me')] }),
      { 'PATCH /api/friends/acceptFriend/f-3': { body: {} } },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Accept the friend request of Ben Braun' }),
    );
    expect(await screen.findByText('Friend added')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'PATCH' && c.path === '/api/friends/acceptFriend/f-3'),
    ).toBe(true);
  });

  it('sends a request after confirmation and refreshes the profile to show it pending', async () => {
    const { user, calls, setProfile } = renderButton({}, undefined, {
      'POST /api/friends/addFriend': { status: 201, body: {} },
    });
    await user.click(await addButton());
    expect(
      await screen.findByText('Do you want to add this user as a friend?'),
    ).toBeInTheDocument();
    setProfile(buildProfile({ _id: 'me', sendingRequestFriends: [ref('f-4', 'me', 'ben')] }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/friends/addFriend');
    expect(sent?.body).toEqual({ receiver: 'ben' });
    expect(await screen.findByRole('button', { name: 'Friend request pending' })).toBeDisabled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, calls } = renderButton();
    await user.click(await addButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/friends/addFriend')).toBe(false);
  });

  it('explains a refusal of the server in the failure toast', async () => {
    const { user } = renderButton({}, undefined, {
      'POST /api/friends/addFriend': { status: 403, body: apiErrorBody('FRIENDSHIP_NOT_ALLOWED') },
    });
    await user.click(await addButton());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Friend request failed')).toBeInTheDocument();
    expect(screen.getByText('User does not allow friendship requests')).toBeInTheDocument();
  });

  it('says in a popover that the user does not accept requests, without sending one', async () => {
    const { user, calls } = renderButton({ acceptFriendship: false });
    await user.click(await addButton());
    expect(await screen.findByText('User does not allow friendship requests')).toBeInTheDocument();
    expect(screen.queryByText('Do you want to add this user as a friend?')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/friends/addFriend')).toBe(false);
  });
});
