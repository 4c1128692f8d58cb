import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import { buildFeedPage, buildPost, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderFeedRoute } from '../feed.test-support';
import { FIRST_SCREEN_POSTS } from '../hooks/use-first-screen';

const tenPosts = Array.from({ length: 10 }, (_, i) =>
  buildPost({ _id: `post-${i + 1}`, notice: `Run number ${i + 1}` }),
);

describe("the visit's first feed", () => {
  it('shows the first screen of posts, then the whole page, and arms the next page only then', async () => {
    const observer = stubIntersectionObserver();
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage(tenPosts, 1, true) },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');

    // The first render holds the first screen only, and no observer waits for the end yet.
    expect(await screen.findByText('Run number 1')).toBeInTheDocument();
    const firstRender = screen.getAllByRole('article').length;
    expect(firstRender).toBeLessThanOrEqual(FIRST_SCREEN_POSTS);
    const observersAtFirst = observer.observers.length;

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('Run number 10')).toBeInTheDocument();
    await waitFor(() => expect(observer.observers.length).toBeGreaterThan(observersAtFirst));
  });
});
