import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import {
  buildComment,
  buildFeedPage,
  buildLike,
  buildPost,
  buildProfile,
} from '../../../test/factories';
import { apiErrorBody, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { openFeedWith, renderFeedRoute } from '../feed.test-support';

const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

afterEach(() => {
  vi.useRealTimers();
});

/** Taps a card's "Comment" button and answers the field it opens. */
async function openCommentField(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  await user.click(within(card).getByRole('button', { name: /^Comment/ }));
  return within(card).findByRole('textbox', { name: 'Write a comment' });
}

describe('likes on a post', () => {
  it('toggles at once and sends only the final state, once, 200 ms after the last tap', async () => {
    const { calls, card } = await openFeedWith(buildPost(), {
      'POST /api/likes/like': { body: { activityId: 'post-1', totalLike: 1, isLiked: true } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const like = within(card).getByRole('button', { name: 'Like, 0 likes' });

    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like, 1 like');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    act(() => vi.advanceTimersByTime(199));
    expect(callsTo(calls, '/api/likes/like')).toHaveLength(0);

    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(callsTo(calls, '/api/likes/like')).toHaveLength(1));
    expect(callsTo(calls, '/api/likes/like')[0]?.body).toEqual({ activityId: 'post-1' });
    expect(callsTo(calls, '/api/likes/unlike')).toHaveLength(0);
    expect(
      await within(card).findByRole('list', { name: 'People who like this' }),
    ).toHaveTextContent('Anna Schmidt');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like, 1 like');
  });

  it('sends nothing when the taps end where they started', async () => {
    const { calls, card } = await openFeedWith(buildPost({ isLiked: true, totalLike: 3 }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const like = within(card).getByRole('button', { name: 'Like, 3 likes' });

    fireEvent.click(like);
    expect(like).toHaveAccessibleName('Like, 2 likes');
    fireEvent.click(like);
    act(() => vi.advanceTimersByTime(200));

    expect(calls.filter((call) => call.path.startsWith('/api/likes'))).toHaveLength(0);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like, 3 likes');
  });

  it('shows the stored state again and says so when an unlike fails', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(buildPost({ isLiked: true, totalLike: 2 }), {
      'POST /api/likes/unlike': { status: 400, body: apiErrorBody('EVENT_ENDED') },
    });
    const like = within(card).getByRole('button', { name: 'Like, 2 likes' });

    await user.click(like);
    expect(await screen.findByText('Failed to unlike news!')).toBeInTheDocument();
    expect(screen.getByText('This challenge has ended.')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAccessibleName('Like, 2 likes');
  });

  it('lists five likers and loads the others under "More likes"', async () => {
    const user = userEvent.setup();
    const likes = [1, 2, 3, 4, 5, 6, 7].map(buildLike);
    const { card } = await openFeedWith(buildPost({ totalLike: 7, likes: likes.slice(0, 5) }), {
      'GET /api/activities/post-1': { body: buildPost({ totalLike: 7, likes }) },
    });
    const likers = within(card).getByRole('list', { name: 'People who like this' });
    expect(within(likers).getAllByRole('listitem')).toHaveLength(5);

    await user.click(within(card).getByRole('button', { name: 'More likes' }));
    await waitFor(() => expect(within(likers).getAllByRole('listitem')).toHaveLength(7));
    expect(within(card).queryByRole('button', { name: 'More likes' })).not.toBeInTheDocument();
  });
});

describe('comments on a post', () => {
  it('shows five comments and loads all of them under "More comments"', async () => {
    const user = userEvent.setup();
    const comments = [1, 2, 3, 4, 5, 6, 7].map((n) => buildComment(n));
    const { calls, card } = await openFeedWith(
      buildPost({ totalComment: 7, comments: comments.slice(0, 5) }),
      { 'GET /api/activities/post-1': { body: buildPost({ totalComment: 7, comments }) } },
    );
    expect(within(card).getByText('Comment number 5')).toBeInTheDocument();
    expect(within(card).queryByText('Comment number 6')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'More comments' }));
    expect(await within(card).findByText('Comment number 7')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/activities/post-1')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
  });

  it('keeps the field closed until "Comment" is tapped, then puts the cursor in it', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(
      buildPost({ totalComment: 2, comments: [buildComment(1), buildComment(2)] }),
    );
    const toggle = within(card).getByRole('button', { name: 'Comment (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(toggle);
    const field = await within(card).findByRole('textbox', { name: 'Write a comment' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.getAttribute('aria-controls')).toBe(field.closest('form')?.id);
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the field from the keyboard', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(buildPost());
    const toggle = within(card).getByRole('button', { name: 'Comment' });

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByRole('textbox', { name: 'Write a comment' })).toHaveFocus();
  });

  it('adds the new comment under the post and empties the field', async () => {
    const user = userEvent.setup();
    const { calls, card } = await openFeedWith(buildPost(), {
      'POST /api/comments': ({ body }) => ({
        status: 201,
        body: {
          ...buildComment(1),
          content: (body as { content: string }).content,
          commentator: { _id: 'user-1', displayName: 'Anna Schmidt', avatar: null },
        },
      }),
    });
    const field = await openCommentField(user, card);

    await user.type(field, '  Great run!  ');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    const list = await within(card).findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Great run!')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Comment (1)' })).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(callsTo(calls, '/api/comments')[0]?.body).toEqual({
      activityId: 'post-1',
      content: 'Great run!',
    });
  });

  it('keeps the text and shows the field error when the server refuses the comment', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(buildPost(), {
      'POST /api/comments': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { content: ['TOO_LONG'] }),
      },
    });
    const field = await openCommentField(user, card);

    await user.type(field, 'Well done');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    expect(await within(card).findByText('This value is too long')).toBeInTheDocument();
    expect(field).toHaveValue('Well done');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the text and says why when the challenge has ended meanwhile', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(buildPost(), {
      'POST /api/comments': { status: 400, body: apiErrorBody('EVENT_ENDED') },
    });
    const field = await openCommentField(user, card);

    await user.type(field, 'Well done');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to create comment!')).toBeInTheDocument();
    expect(screen.getByText('This challenge has ended.')).toBeInTheDocument();
    expect(field).toHaveValue('Well done');
  });

  it('keeps the text and asks to wait when comments come too fast (429)', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(buildPost(), {
      'POST /api/comments': { status: 429, body: apiErrorBody('RATE_LIMITED') },
    });
    const field = await openCommentField(user, card);

    await user.type(field, 'Well done');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to create comment!')).toBeInTheDocument();
    expect(
      screen.getByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Well done');
  });

  it('refuses an empty comment without calling the server', async () => {
    const user = userEvent.setup();
    const { calls, card } = await openFeedWith(buildPost());

    await user.type(await openCommentField(user, card), '   ');
    await user.click(within(card).getByRole('button', { name: 'Send' }));

    expect(await within(card).findByText('Please write a comment')).toBeInTheDocument();
    expect(callsTo(calls, '/api/comments')).toHaveLength(0);
  });
});

describe('what a post offers', () => {
  it('hides the like button and the comment form once the challenge has ended', async () => {
    const { card } = await openFeedWith(
      buildPost({ isEventEnded: true, totalComment: 1, comments: [buildComment(1)] }),
    );
    expect(within(card).queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Comment/ })).not.toBeInTheDocument();
    expect(within(card).getByText('1 comment')).toBeInTheDocument();
    expect(within(card).getByText('Comment number 1')).toBeInTheDocument();
  });

  it('hides the comment form when the creator keeps photos and comments private', async () => {
    const post = buildPost({ isContentHidden: true });
    const { card } = await openFeedWith({
      ...post,
      creator: { ...post.creator, activityViewPhotoAndComment: 'Private' },
    });
    expect(within(card).queryByRole('button', { name: /^Comment/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Photos and comments of this post are private.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Like/ })).toBeInTheDocument();
  });

  it('opens a photo in full from its thumbnail', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(
      buildPost({
        images: [{ _id: 'img-1', url: '/uploads/full-1.webp', thumbUrl: '/uploads/thumb-1.webp' }],
      }),
    );

    await user.click(within(card).getByRole('button', { name: 'Open photo 1 of Ben Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of Ben Becker' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/full-1.webp');
  });

  it('closes the photo and puts the focus back on its thumbnail, also the first time', async () => {
    const user = userEvent.setup();
    const { card } = await openFeedWith(
      buildPost({
        images: [{ _id: 'img-1', url: '/uploads/full-1.webp', thumbUrl: '/uploads/thumb-1.webp' }],
      }),
    );
    const thumbnail = within(card).getByRole('button', { name: 'Open photo 1 of Ben Becker' });

    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of Ben Becker' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it("loads the first post's photos at once and the others' when scrolled near", async () => {
    const photo = (n: number) => ({
      _id: `img-${n}`,
      url: `/uploads/full-${n}.webp`,
      thumbUrl: `/uploads/thumb-${n}.webp`,
    });
    const first = buildPost({ _id: 'post-1', images: [photo(1)] });
    const second = buildPost({
      _id: 'post-2',
      creator: { ...first.creator, displayName: 'Clara Klein' },
      images: [photo(2)],
    });
    stubIntersectionObserver();
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([first, second]) },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');
    await screen.findAllByRole('article');
    // The thumbnails have no text of their own (alt=""): their buttons name them.
    const thumbnail = (name: string) =>
      screen.getByRole('button', { name: `Open photo 1 of ${name}` }).querySelector('img');
    expect(thumbnail('Ben Becker')).toHaveAttribute('loading', 'eager');
    expect(thumbnail('Clara Klein')).toHaveAttribute('loading', 'lazy');
  });
});
