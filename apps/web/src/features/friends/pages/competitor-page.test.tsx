import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompetitor, buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

/** The competitor answers the page asked for. */
const fetchedCompetitors = () =>
  vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/api/users/competitor/'));

function openCompetitor(
  path: string,
  reply: Parameters<typeof mockFetch>[0][string],
  unit: 'KM' | 'MILE' = 'KM',
) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ unit }) },
    'GET /api/users/competitor/ben': reply,
  });
  return renderApp(path);
}

describe('competitor page', () => {
  it('shows the competitor with country, team, rank of all members and distance', async () => {
    openCompetitor('/competitor/ben', { body: buildCompetitor() });
    expect(
      await screen.findByRole('heading', { name: 'Ben Braun' }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('Austria')).toBeInTheDocument();
    expect(screen.getByText(/Blue Runners/)).toBeInTheDocument();
    const event = screen.getByRole('article');
    expect(within(event).getByRole('heading', { name: 'Spring Run' })).toBeInTheDocument();
    expect(event).toHaveTextContent('3 of 1,250');
    expect(event).toHaveTextContent('42.5 km');
    expect(screen.getByRole('button', { name: 'Add friend: Ben Braun' })).toBeInTheDocument();
  });

  it('asks for one event and shows the distance in miles for a miles user', async () => {
    openCompetitor('/competitor/ben/event-1', { body: buildCompetitor() }, 'MILE');
    const event = await screen.findByRole('article', {}, { timeout: PAGE_LOAD_MS });
    expect(event).toHaveTextContent('26.4 miles');
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/users/competitor/ben');
    expect(url?.searchParams.get('eventId')).toBe('event-1');
  });

  it('says the competitor cannot be found when they keep their activities private', async () => {
    openCompetitor('/competitor/ben', { status: 404, body: apiErrorBody('NOT_FOUND') });
    expect(
      await screen.findByText(
        'This participant does not exist or does not share their profile.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });
});

// Issue 23, item 8 (participant spec §9: local storage remembers the chosen competitor).
describe('the competitor page without a competitor in the address', () => {
  const heading = () =>
    screen.findByRole('heading', { name: 'Ben Braun' }, { timeout: PAGE_LOAD_MS });

  it('opens the competitor chosen last, in the same challenge', async () => {
    const first = openCompetitor('/competitor/ben/event-1', { body: buildCompetitor() });
    await heading();
    first.unmount();

    const { router } = openCompetitor('/competitor', { body: buildCompetitor() });
    expect(await heading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/competitor/ben/event-1');
  });

  it('says no one is chosen yet and where to choose, not that the person does not exist', async () => {
    openCompetitor('/competitor', { body: buildCompetitor() });
    expect(
      await screen.findByText('No participant chosen yet', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the ranking' })).toHaveAttribute(
      'href',
      '/ranking',
    );
    expect(screen.getByRole('link', { name: 'Search participants' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    expect(fetchedCompetitors()).toHaveLength(0);
  });

  it('remembers the choice for the participant who made it only', async () => {
    const first = openCompetitor('/competitor/ben', { body: buildCompetitor() });
    await heading();
    first.unmount();

    signInAs('user', 'user-9');
    mockFetch({ 'GET /api/profile': { body: buildProfile({ _id: 'user-9' }) } });
    renderApp('/competitor');
    expect(
      await screen.findByText('No participant chosen yet', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(fetchedCompetitors()).toHaveLength(0);
  });

  it('forgets a chosen competitor who no longer shares their profile', async () => {
    const first = openCompetitor('/competitor/ben', { body: buildCompetitor() });
    await heading();
    first.unmount();
    const gone = openCompetitor('/competitor/ben', {
      status: 404,
      body: apiErrorBody('NOT_FOUND'),
    });
    await screen.findByText(/does not exist/, {}, { timeout: PAGE_LOAD_MS });
    gone.unmount();

    openCompetitor('/competitor', { body: buildCompetitor() });
    expect(
      await screen.findByText('No participant chosen yet', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
  });
});
