import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildComment, buildLike, buildPost, buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderFeedRoute } from '../feed.test-support';

describe('newsfeed post page', () => {
  it('shows the post with every comment and like, without "More" expanders', async () => {
    const comments = [1, 2, 3, 4, 5, 6, 7].map((n) => buildComment(n));
    const likes = [1, 2, 3, 4, 5, 6].map(buildLike);
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/post-1': {
        body: buildPost({ comments, totalComment: 7, likes, totalLike: 6 }),
      },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed/post-1');

    const card = await screen.findByRole('article', { name: 'Ben Becker' });
    const commentList = within(card).getByRole('list', { name: 'Comments' });
    expect(within(commentList).getAllByRole('listitem')).toHaveLength(7);
    const likers = within(card).getByRole('list', { name: 'People who like this' });
    expect(within(likers).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
  });

  it('says the post is not there when the server answers NOT_FOUND', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/hidden-post': { status: 404, body: apiErrorBody('NOT_FOUND') },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed/hidden-post');

    expect(
      await screen.findByText('This post does not exist or is not visible to you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the newsfeed' })).toHaveAttribute(
      'href',
      '/newsfeed',
    );
  });
});
