import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import {
  buildAnonymousRow,
  buildMyEvent,
  buildOwnRanking,
  buildPage,
  buildProfile,
  buildRankingRow,
  buildTeamRankingRow,
} from '../../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const springRun = buildMyEvent();
const autumnRun = buildMyEvent({ _id: 'event-2', name: 'Autumn Run', endDate: '2026-10-31' });

/** Ranks 1, 2, 2 on the podium (a tie), then the viewer, then an Anonymous participant. */
const allRows = [
  buildRankingRow({ rank: 1, creatorId: 'user-2', displayName: 'Bert Bauer', distanceKm: 80 }),
  buildRankingRow({ rank: 2, creatorId: 'user-3', displayName: 'Cora Clausen', distanceKm: 60 }),
  buildRankingRow({ rank: 2, creatorId: 'user-4', displayName: 'Dana Dietz', distanceKm: 60 }),
  buildRankingRow({
    rank: 4,
    creatorId: 'user-1',
    displayName: 'Anna Schmidt',
    distanceKm: 1234.5,
    distanceMile: 767.1,
    isMe: true,
  }),
  buildAnonymousRow({ rank: 5, distanceKm: 3 }),
];

async function openRanking(path: string, handlers: Handlers = {}, profile = buildProfile()) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/profile/events': { body: { docs: [springRun] } },
    'GET /api/activities/ranking/all': { body: buildPage(allRows) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('tablist', { name: 'Rankings' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

describe('ranking page', () => {
  it('puts the first three on a podium with their shared ranks, then the other rows', async () => {
    await openRanking('/ranking/event-1');
    const podium = await screen.findByRole('list', { name: 'Top three' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Rank 1.*Bert Bauer.*80 km$/),
      expect.stringMatching(/^Rank 2.*Cora Clausen.*60 km$/),
      expect.stringMatching(/^Rank 2.*Dana Dietz.*60 km$/),
    ]);
    const rows = within(screen.getByRole('list', { name: 'Ranking' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Rank 4.*Anna Schmidt.*You.*1,234\.5 km/);
    expect(requestedQueries('/api/activities/ranking/all')[0]?.toString()).toBe(
      'event_id=event-1&sort=rank&order=1&page=1&limit=10',
    );
  });

  it('links other participants to their competitor page, but neither the own nor an anonymous row', async () => {
    await openRanking('/ranking/event-1');
    expect(await screen.findByRole('link', { name: 'Bert Bauer' })).toHaveAttribute(
      'href',
      '/competitor/user-2/event-1',
    );
    const rows = within(screen.getByRole('list', { name: 'Ranking' })).getAllByRole('listitem');
    const [own, anonymous] = rows;
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(own as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(anonymous).toHaveTextContent(/Rank 5.*Anonymous.*3 km/);
    expect(within(anonymous as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows distances in miles when the profile says so', async () => {
    await openRanking('/ranking/event-1', {}, buildProfile({ unit: 'MILE' }));
    const rows = within(await screen.findByRole('list', { name: 'Ranking' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('767.1 mi');
  });

  it('appends the next page of the ranking as its end comes near', async () => {
    const observer = stubIntersectionObserver();
    let answered = 0;
    await openRanking('/ranking/event-1', {
      'GET /api/activities/ranking/all': () => {
        answered += 1;
        return answered === 1
          ? { body: buildPage(allRows, { totalDocs: 6, limit: 5 }) }
          : {
              body: buildPage(
                [buildRankingRow({ rank: 6, creatorId: 'user-9', displayName: 'Falk Fink' })],
                {
                  page: 2,
                  limit: 5,
                  totalDocs: 6,
                },
              ),
            };
      },
    });
    await screen.findByRole('link', { name: 'Bert Bauer' });
    expect(requestedQueries('/api/activities/ranking/all').map((q) => q.get('page'))).toEqual([
      '1',
    ]);

    act(() => observer.reveal());
    expect(await screen.findByRole('link', { name: 'Falk Fink' })).toBeInTheDocument();
    expect(requestedQueries('/api/activities/ranking/all').map((q) => q.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows the friends ranking in its tab', async () => {
    const { user } = await openRanking('/ranking/event-1', {
      'GET /api/activities/ranking/friends': {
        body: buildPage([buildRankingRow({ displayName: 'Frieda Freund', isFriend: 'YES' })]),
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(await screen.findByRole('link', { name: 'Frieda Freund' })).toBeInTheDocument();
    expect(requestedQueries('/api/activities/ranking/friends')[0]?.get('event_id')).toBe('event-1');
  });

  it('shows the own rank of all participants, the own distance and everyone’s total', async () => {
    const { user } = await openRanking('/ranking/event-1', {
      'GET /api/activities/ranking/me': { body: buildOwnRanking() },
    });
    await user.click(screen.getByRole('tab', { name: 'Me' }));
    const card = await screen.findByRole('region', { name: 'My ranking' });
    expect(card).toHaveTextContent('Rank 3 of 12');
    expect(card).toHaveTextContent(/My distance\s*42 km/);
    expect(card).toHaveTextContent(/Everyone's total\s*1,234\.5 km/);
  });

  it('ranks the teams with initials, total and average, marks the own team and links none', async () => {
    const { user } = await openRanking('/ranking/event-1', {
      'GET /api/activities/ranking/team': {
        body: buildPage([
          buildTeamRankingRow(),
          buildTeamRankingRow({
            rank: 2,
            teamId: 'team-2',
            name: 'green hill walkers',
            memberCount: 2,
            distanceKm: 50,
            averageKm: 25,
            isMine: true,
          }),
        ]),
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    const list = await screen.findByRole('list', { name: 'Team ranking' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(
      /Rank 1\s*BR\s*Blue Runners\s*4 members\s*Average per member 30 km\s*Total\s*120 km/,
    );
    expect(rows[1]).toHaveTextContent(/Rank 2\s*GH\s*green hill walkers\s*My team/);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('cuts a long team name at 20 characters, keeping it whole as its tooltip (spec §9)', async () => {
    const { user } = await openRanking('/ranking/event-1', {
      'GET /api/activities/ranking/team': {
        body: buildPage([buildTeamRankingRow({ name: 'Research and Development Walkers' })]),
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    const list = await screen.findByRole('list', { name: 'Team ranking' });
    const shown = within(list).getByText('Research and Develop…');
    expect(shown.closest('[title]')).toHaveAttribute('title', 'Research and Development Walkers');
    expect(within(list).getByText('Research and Development Walkers')).toBeInTheDocument();
  });

  it('uses the event with the latest end date without an id and offers the others', async () => {
    const { user, router } = await openRanking('/ranking', {
      'GET /api/profile/events': { body: { docs: [springRun, autumnRun] } },
    });
    await screen.findByRole('list', { name: 'Top three' });
    expect(requestedQueries('/api/activities/ranking/all')[0]?.get('event_id')).toBe('event-2');
    expect(screen.getByRole('link', { name: 'Search participants' })).toHaveAttribute(
      'href',
      '/ranking-search/event-2',
    );

    await user.click(getField('Challenge'));
    await user.click(await screen.findByRole('option', { name: 'Spring Run' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ranking/event-1'));
    await waitFor(() =>
      expect(requestedQueries('/api/activities/ranking/all').at(-1)?.get('event_id')).toBe(
        'event-1',
      ),
    );
  });

  it('points to the open challenges when the user has joined none', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [] } },
    });
    renderApp('/ranking');
    expect(
      await screen.findByText(
        'You have not joined a challenge yet, so there is no ranking to show.',
        undefined,
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show open challenges' })).toHaveAttribute(
      'href',
      '/active-events',
    );
  });
});
