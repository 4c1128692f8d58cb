import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import { buildPage, buildProfile, buildRankingRow } from '../../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const SEARCH_PATH = '/api/activities/ranking/all/search';

const bert = buildRankingRow({ rank: 2, creatorId: 'user-2', displayName: 'Bert Bauer' });
const cora = buildRankingRow({
  rank: 7,
  creatorId: 'user-3',
  displayName: 'Cora Clausen',
  distanceKm: 12,
});

async function openSearch(handlers: Handlers, profile = buildProfile()) {
  signInAs('user');
  const calls = mockFetch({ 'GET /api/profile': { body: profile }, ...handlers });
  const user = userEvent.setup();
  const view = renderApp('/ranking-search/event-1');
  const box = await screen.findByRole(
    'searchbox',
    { name: 'Search participants' },
    { timeout: PAGE_LOAD_MS },
  );
  return { user, calls, box, ...view };
}

const searchQueries = () => requestedQueries(SEARCH_PATH);

describe('ranking search page', () => {
  it('asks nothing until a name is typed, then sends the trimmed name', async () => {
    const { user, box } = await openSearch({ [`GET ${SEARCH_PATH}`]: { body: buildPage([bert]) } });
    expect(
      screen.getByText('Type a name to find participants of this challenge.'),
    ).toBeInTheDocument();
    await user.type(box, '   ');
    expect(searchQueries()).toHaveLength(0);

    await user.type(box, 'bert  ');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('listitem')).toHaveTextContent(/Rank 2.*Bert Bauer.*42\.5 km/);
    expect(searchQueries().at(-1)?.toString()).toBe('event_id=event-1&name=bert&page=1&limit=10');
  });

  it('says so when nobody matches and clears the results when the box is emptied', async () => {
    const { user, box } = await openSearch({ [`GET ${SEARCH_PATH}`]: { body: buildPage([]) } });
    await user.type(box, 'zora');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(
      screen.getByText('Type a name to find participants of this challenge.'),
    ).toBeInTheDocument();
  });

  it('offers friendship by the friend state of the profile', async () => {
    const { user, box } = await openSearch(
      {
        [`GET ${SEARCH_PATH}`]: {
          body: buildPage([
            bert,
            cora,
            buildRankingRow({ rank: 9, creatorId: 'user-4', displayName: 'Dora Dahl' }),
            buildRankingRow({
              rank: 1,
              creatorId: 'user-1',
              displayName: 'Anna Schmidt',
              isMe: true,
            }),
          ]),
        },
      },
      buildProfile({
        friends: [{ _id: 'f-1', sender: 'user-1', receiver: 'user-3' }],
        sendingRequestFriends: [{ _id: 'f-2', sender: 'user-1', receiver: 'user-4' }],
      }),
    );
    await user.type(box, 'a');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const [bertRow, coraRow, doraRow, ownRow] = within(results).getAllByRole('listitem');
    expect(
      within(bertRow as HTMLElement).getByRole('button', { name: 'Add friend: Bert Bauer' }),
    ).toBeInTheDocument();
    expect(within(coraRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(doraRow as HTMLElement).getByRole('button', { name: 'Friend request pending' }),
    ).toBeDisabled();
    expect(within(ownRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('appends the next ten hits as the end of the list comes near', async () => {
    const observer = stubIntersectionObserver();
    let answered = 0;
    const { user, box } = await openSearch({
      [`GET ${SEARCH_PATH}`]: () => {
        answered += 1;
        return answered === 1
          ? { body: buildPage([bert], { totalDocs: 11 }) }
          : { body: buildPage([cora], { page: 2, totalDocs: 11 }) };
      },
    });
    await user.type(box, 'r');
    await screen.findByRole('link', { name: 'Bert Bauer' });
    act(() => observer.reveal());
    expect(await screen.findByRole('link', { name: 'Cora Clausen' })).toBeInTheDocument();
    await waitFor(() => expect(searchQueries().map((q) => q.get('page'))).toEqual(['1', '2']));
  });
});
