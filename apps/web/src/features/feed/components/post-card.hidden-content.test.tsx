import type { Post } from '@cc/shared/feed/feed.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildPost, buildProfile } from '../../../test/factories';
import { openFeedWith } from '../feed.test-support';

/** A post of Ben's whose photos and comments the reader may not see, at Ben's `level`. */
function hiddenPost(level: 'Friends' | 'Private', acceptFriendship = true): Post {
  const post = buildPost({ isContentHidden: true });
  return {
    ...post,
    creator: { ...post.creator, activityViewPhotoAndComment: level, acceptFriendship },
  };
}

const FRIENDS_ONLY = 'Photos and comments of this post are visible only to friends of Ben Becker.';
const PRIVATE = 'Photos and comments of this post are private.';

// Issue 23, item 7: most posts keep photos for friends (the default); "private" misled.
describe('photos and comments the reader may not see', () => {
  it('says they are shown to friends of the creator and sends a friend request', async () => {
    const user = userEvent.setup();
    const { calls, card } = await openFeedWith(hiddenPost('Friends'), {
      'POST /api/friends/addFriend': { status: 201, body: {} },
    });
    expect(within(card).getByText(FRIENDS_ONLY)).toBeInTheDocument();
    expect(within(card).queryByText(PRIVATE)).not.toBeInTheDocument();

    await user.click(await within(card).findByRole('button', { name: 'Add friend: Ben Becker' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );

    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    const requests = calls.filter(
      (c) => c.method === 'POST' && c.path === '/api/friends/addFriend',
    );
    expect(requests.map((c) => c.body)).toEqual([{ receiver: 'user-2' }]);
  });

  it('says so in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { card } = await openFeedWith(
      hiddenPost('Friends'),
      {},
      buildProfile({ language: 'DE' }),
    );
    expect(
      within(card).getByText(
        'Fotos und Kommentare dieses Beitrags sind nur für Freunde von Ben Becker sichtbar.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Ben Becker als Freund hinzufügen' }),
    ).toBeInTheDocument();
  });

  it('shows the request as pending once the reader has asked', async () => {
    const { card } = await openFeedWith(
      hiddenPost('Friends'),
      {},
      buildProfile({
        sendingRequestFriends: [{ _id: 'f-1', sender: 'user-1', receiver: 'user-2' }],
      }),
    );
    expect(within(card).getByText(FRIENDS_ONLY)).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Friend request pending' }),
    ).toBeDisabled();
  });

  it('says the creator takes no friend requests instead of sending one', async () => {
    const user = userEvent.setup();
    const { calls, card } = await openFeedWith(hiddenPost('Friends', false));

    await user.click(await within(card).findByRole('button', { name: 'Add friend: Ben Becker' }));

    expect(await screen.findByText('User does not allow friendship requests')).toBeInTheDocument();
    expect(screen.queryByText('Do you want to add this user as a friend?')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/friends/addFriend')).toBe(false);
  });

  it('keeps the private wording, with nothing to ask for, when only the creator sees them', async () => {
    const { calls, card } = await openFeedWith(hiddenPost('Private'));
    expect(within(card).getByText(PRIVATE)).toBeInTheDocument();
    expect(within(card).queryByText(FRIENDS_ONLY)).not.toBeInTheDocument();
    // Once the profile is in, an add-friend control would have shown by now.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/profile')).toBe(true));
    expect(within(card).queryByRole('button', { name: /Add friend/ })).not.toBeInTheDocument();
  });
});
