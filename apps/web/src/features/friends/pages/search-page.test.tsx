import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs';
import { buildHit, buildPage, buildProfile } from '../../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

function openSearch(handlers: Handlers = {}) {
  signInAs('user');
  const calls = mockFetch({ 'GET /api/profile': { body: buildProfile() }, ...handlers });
  const user = userEvent.setup();
  const view = renderApp('/search');
  return { user, calls, ...view };
}

const searchBox = () =>
  screen.findByRole('searchbox', { name: 'Search participants' }, { timeout: PAGE_LOAD_MS });

/** The query of every search call so far, as plain objects. */
const searchQueries = () =>
  requestedQueries('/api/users').map((query) => Object.fromEntries(query));

const ben = buildHit();
const cleo = buildHit({
  _id: 'cleo',
  displayName: 'Cleo Berger',
  firstName: 'Cleo',
  lastName: 'Berger',
  country: 'TW',
  avatar: '/uploads/cleo.webp',
});

describe('user search page', () => {
  it('shows nothing and asks nothing while the text is empty or only spaces', async () => {
    const { user, calls } = openSearch({ 'GET /api/users': { body: buildPage([ben]) } });
    await user.type(await searchBox(), '   ');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it('shows the hits for the trimmed text with name, country, a profile link and add friend', async () => {
    const { user } = openSearch({ 'GET /api/users': { body: buildPage([ben, cleo]) } });
    await user.type(await searchBox(), '  be ');

    const list = await screen.findByRole('list', { name: 'Search results' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Austria');
    expect(rows[1]).toHaveTextContent('Taiwan');
    expect(
      within(list).getByRole('link', { name: 'Open the profile of Cleo Berger' }),
    ).toHaveAttribute('href', '/competitor/cleo');
    expect(within(list).getByRole('button', { name: 'Add friend: Ben Braun' })).toBeInTheDocument();
    expect(searchQueries().at(-1)).toMatchObject({ filter: 'be', page: '1', limit: '10' });
  });

  it('clears the results when the text is emptied', async () => {
    const { user } = openSearch({ 'GET /api/users': { body: buildPage([ben]) } });
    const box = await searchBox();
    await user.type(box, 'ben');
    await screen.findByRole('list', { name: 'Search results' });
    await user.clear(box);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    const { user } = openSearch({ 'GET /api/users': { body: buildPage([]) } });
    await user.type(await searchBox(), 'zz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('loads the next page as the end of the list comes near', async () => {
    const observer = stubIntersectionObserver();
    let served = 0;
    const { user } = openSearch({
      'GET /api/users': () => {
        served += 1;
        return served === 1
          ? { body: buildPage([ben], { page: 1, limit: 10, totalDocs: 11 }) }
          : { body: buildPage([cleo], { page: 2, limit: 10, totalDocs: 11 }) };
      },
    });
    await user.type(await searchBox(), 'b');
    await screen.findByRole('link', { name: 'Open the profile of Ben Braun' });
    expect(searchQueries().map((q) => q.page)).toEqual(['1']);
    act(() => observer.reveal());
    expect(
      await screen.findByRole('link', { name: 'Open the profile of Cleo Berger' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the profile of Ben Braun' })).toBeInTheDocument();
    expect(searchQueries().map((q) => q.page)).toEqual(['1', '2']);
  });
});
