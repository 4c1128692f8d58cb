import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import { buildFeedPage, buildPost, buildProfile } from '../../../test/factories';
import { mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderFeedRoute } from '../feed.test-support';
import { NEWSFEED_FILTER_KEY, NEWSFEED_SCROLL_KEY } from '../feed-storage';

const notice = {
  _id: 'notice-1',
  title: 'Welcome',
  notice: 'Team run on Friday',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

function mockFeed(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/activities/newFeedsAdmin': { body: { docs: [notice] } },
    'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()]) },
    'GET /api/activities/newFeedsFriend': {
      body: buildFeedPage([buildPost({ _id: 'post-9', notice: 'Walk with a friend' })]),
    },
    ...overrides,
  });
}

const feedCalls = (calls: ReturnType<typeof mockFetch>, path: string) =>
  calls.filter((call) => call.path === path);

describe('newsfeed page', () => {
  it('shows the pinned notice and the posts with creator, challenge and distance', async () => {
    stubIntersectionObserver();
    mockFeed({
      'GET /api/activities/newFeedsAll': {
        body: buildFeedPage([buildPost({ notice: '<b>fast</b> run' })]),
      },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');

    const post = await screen.findByRole('article', { name: 'Ben Becker' });
    expect(within(post).getByRole('link', { name: 'Ben Becker' })).toHaveAttribute(
      'href',
      '#/competitor/user-2/event-1',
    );
    expect(within(post).getByText(/Spring Challenge/)).toBeInTheDocument();
    expect(within(post).getByText('12.3 km')).toBeInTheDocument();
    // Text stays text: the markup is shown, not interpreted.
    expect(within(post).getByText('<b>fast</b> run')).toBeInTheDocument();
    expect(post.querySelector('b')).toBeNull();
    expect(within(post).getByText('Wed, 05/03/2025')).toBeInTheDocument();

    const pinned = await screen.findByRole('complementary', { name: 'Note from the organisers' });
    expect(within(pinned).getByText('Welcome')).toBeInTheDocument();
    expect(within(pinned).getByText('Team run on Friday')).toBeInTheDocument();
  });

  it('shows the tabs once the notice is in, so the notice does not push the posts down', async () => {
    stubIntersectionObserver();
    let answerNotice = () => {};
    const calls = mockFeed({
      'GET /api/activities/newFeedsAdmin': () =>
        new Promise((resolve) => {
          answerNotice = () => resolve({ body: { docs: [notice] } });
        }),
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');

    // Both are asked for at once; the tabs and posts wait for the notice.
    await waitFor(() => expect(feedCalls(calls, '/api/activities/newFeedsAll')).toHaveLength(1));
    expect(feedCalls(calls, '/api/activities/newFeedsAdmin')).toHaveLength(1);
    expect(screen.queryByRole('tab')).toBeNull();

    act(() => answerNotice());
    expect(await screen.findByRole('complementary', { name: 'Note from the organisers' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
  });

  it('does not link the reader to their own competitor page and shows miles to a miles user', async () => {
    stubIntersectionObserver();
    mockFeed({
      'GET /api/profile': { body: buildProfile({ unit: 'MILE' }) },
      'GET /api/activities/newFeedsAll': {
        body: buildFeedPage([
          buildPost({
            creatorId: 'user-1',
            creator: { ...buildPost().creator, _id: 'user-1', displayName: 'Anna Schmidt' },
          }),
        ]),
      },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');

    const post = await screen.findByRole('article', { name: 'Anna Schmidt' });
    expect(within(post).queryByRole('link', { name: 'Anna Schmidt' })).not.toBeInTheDocument();
    expect(await within(post).findByText('7.7 mi')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    stubIntersectionObserver();
    mockFeed({
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([]) },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');

    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('remembers the chosen tab while on the newsfeed paths and forgets it on leaving', async () => {
    stubIntersectionObserver();
    const calls = mockFeed({
      'GET /api/activities/post-9': { body: buildPost({ _id: 'post-9' }) },
    });
    signInAs('user');
    const user = userEvent.setup();
    const { router } = renderFeedRoute('/newsfeed');

    await user.click(await screen.findByRole('tab', { name: 'Friends' }));
    expect(await screen.findByText('Walk with a friend')).toBeInTheDocument();
    expect(localStorage.getItem(NEWSFEED_FILTER_KEY)).toBe('friends');
    expect(feedCalls(calls, '/api/activities/newFeedsFriend')).toHaveLength(1);

    await act(() => router.navigate('/newsfeed/post-9'));
    await screen.findByRole('article', { name: 'Ben Becker' });
    expect(localStorage.getItem(NEWSFEED_FILTER_KEY)).toBe('friends');

    await act(() => router.navigate('/newsfeed'));
    expect(await screen.findByRole('tab', { name: 'Friends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Walk with a friend')).toBeInTheDocument();

    await act(() => router.navigate('/progress'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/progress');
    expect(localStorage.getItem(NEWSFEED_FILTER_KEY)).toBeNull();
  });

  it('opens on the remembered tab', async () => {
    stubIntersectionObserver();
    localStorage.setItem(NEWSFEED_FILTER_KEY, 'friends');
    const calls = mockFeed();
    signInAs('user');
    renderFeedRoute('/newsfeed');

    expect(await screen.findByText('Walk with a friend')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    expect(feedCalls(calls, '/api/activities/newFeedsAll')).toHaveLength(0);
  });

  it('remembers the scroll position while a post is open and restores it on coming back', async () => {
    stubIntersectionObserver();
    mockFeed({ 'GET /api/activities/post-1': { body: buildPost() } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    signInAs('user');
    const { router } = renderFeedRoute('/newsfeed');
    const post = await screen.findByRole('article', { name: 'Ben Becker' });

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    fireEvent.scroll(window);
    // The day is a plain link to the post's address; the hash router follows the browser's
    // hash change, which this memory router stands in for.
    const day = within(post).getByRole('link', { name: 'Wed, 05/03/2025' });
    expect(day).toHaveAttribute('href', '#/newsfeed/post-1');
    await act(() => router.navigate('/newsfeed/post-1'));
    await screen.findByRole('link', { name: 'Ben Becker' });
    expect(localStorage.getItem(NEWSFEED_SCROLL_KEY)).toBe('640');

    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/newsfeed'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 640 }));
  });

  it('loads the next page when the end of the list comes near, only while more exist', async () => {
    const observer = stubIntersectionObserver();
    mockFeed({
      'GET /api/activities/newFeedsAll': {
        body: buildFeedPage([buildPost({ notice: 'First page post' })], 1, true),
      },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');
    await screen.findByText('First page post');
    expect(observer.observers.at(-1)?.options?.rootMargin).toBe('0px 0px 300px 0px');

    mockFeed({
      'GET /api/activities/newFeedsAll': {
        body: buildFeedPage([buildPost({ _id: 'post-2', notice: 'Second page post' })], 2, false),
      },
    });
    act(() => observer.reveal());

    expect(await screen.findByText('Second page post')).toBeInTheDocument();
    expect(screen.getByText('First page post')).toBeInTheDocument();
    expect(requestedQueries('/api/activities/newFeedsAll').map((q) => q.get('page'))).toEqual([
      '2',
    ]);

    // The last answer said no page follows: the observer is gone, nothing more loads.
    const observersBefore = observer.observers.length;
    act(() => observer.reveal());
    expect(observer.observers).toHaveLength(observersBefore);
    expect(requestedQueries('/api/activities/newFeedsAll').map((q) => q.get('page'))).toEqual([
      '2',
    ]);
  });

  it('does not load more while offline', async () => {
    const observer = stubIntersectionObserver();
    const calls = mockFeed({
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()], 1, true) },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');
    await screen.findByRole('article', { name: 'Ben Becker' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await act(async () => observer.reveal());
    expect(feedCalls(calls, '/api/activities/newFeedsAll')).toHaveLength(1);
  });

  it('refreshes page 1 when pulled down 100 px at the top', async () => {
    const observer = stubIntersectionObserver();
    const calls = mockFeed({
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()], 1, true) },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed');
    const post = await screen.findByRole('article', { name: 'Ben Becker' });
    act(() => observer.reveal());
    await waitFor(() => expect(feedCalls(calls, '/api/activities/newFeedsAll')).toHaveLength(2));

    fireEvent.touchStart(post, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(post, { touches: [{ clientY: 60 }] });
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    fireEvent.touchMove(post, { touches: [{ clientY: 120 }] });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(post);

    await waitFor(() => expect(feedCalls(calls, '/api/activities/newFeedsAll')).toHaveLength(3));
    expect(requestedQueries('/api/activities/newFeedsAll').map((q) => q.get('page'))).toEqual([
      '1',
      '2',
      '1',
    ]);
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
  });
});
