import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFeedPage, buildPost, buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../test/render-app';
import { signInAs } from '../test/session';
import { preloadRoute } from './router';

const emptyPage = { docs: [], totalDocs: 0, page: 1, limit: 50, totalPages: 1, hasNextPage: false };

describe('route guards', () => {
  it('sends a logged-out visitor from a protected page to the login', async () => {
    mockFetch({});
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor from an admin page to the login', async () => {
    mockFetch({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the login at the root address', async () => {
    mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a participant at first login from the login page to the profile', async () => {
    signInAs('user');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ firstTimeLogin: true }) } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends a returning participant with an event from a public page to progress', async () => {
    signInAs('user');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ events: ['event-1'] }) } });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
  });

  it('sends a returning participant without an event from a public page to the open events', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ events: [] }) },
      'GET /api/events/all': { body: emptyPage },
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/active-events'));
  });

  it('sends a logged-out visitor from the event registration to the login', async () => {
    mockFetch({});
    const { router } = renderApp('/eventRegistration?eventId=event-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends an admin from the login page to the dashboard', async () => {
    signInAs('admin');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ role: 'admin' }) } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an admin away from participant pages to the dashboard', async () => {
    signInAs('admin');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ role: 'admin' }) } });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a participant away from admin pages to their home', async () => {
    signInAs('user');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ firstTimeLogin: true }) } });
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows a loading message until the profile has arrived', async () => {
    signInAs('user');
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockFetch({});
    globalThis.fetch = () => pending;
    renderApp('/profile');
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    answer(new Response(JSON.stringify(buildProfile()), { status: 200 }));
    await waitFor(() =>
      expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument(),
    );
  });

  it("asks for the newsfeed's posts and notice as a signed-in start begins, and only then", async () => {
    signInAs('user');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/newFeedsAdmin': { body: { docs: [] } },
      'GET /api/activities/newFeedsAll': { body: buildFeedPage([buildPost()]) },
    });
    const asked = (path: string) => calls.filter((call) => call.path === path).length;
    // Sent while the start loads, before anything renders (their code comes with the page).
    await preloadRoute('/newsfeed');
    expect(asked('/api/activities/newFeedsAll')).toBe(1);
    expect(asked('/api/activities/newFeedsAdmin')).toBe(1);

    renderApp('/newsfeed');
    expect(await screen.findByRole('article', {}, { timeout: PAGE_LOAD_MS })).toBeInTheDocument();
    expect(asked('/api/activities/newFeedsAll')).toBe(1);
    expect(asked('/api/activities/newFeedsAdmin')).toBe(1);
  });

  it('opens the terms for everyone', async () => {
    mockFetch({});
    renderApp('/term');
    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('As of July 2020')).toBeInTheDocument();
  });

  it('shows the not-found screen with a way home for an unknown address', async () => {
    mockFetch({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });
});
