import type { Paged } from '@cc/shared/common/paging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api-client';
import { stubIntersectionObserver } from '../test/browser-stubs';
import { apiErrorBody, mockFetch, requestedQueries } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render-app';
import { InfiniteList } from './infinite-list';

interface Thing {
  _id: string;
  name: string;
}

/** One page of things as the API answers it. */
function thingPage(names: string[], page: number, hasNextPage: boolean): Paged<Thing> {
  const docs = names.map((name) => ({ _id: name.toLowerCase(), name }));
  return { docs, page, limit: 2, totalDocs: 0, totalPages: 0, hasNextPage };
}

/** A list of things from GET /api/things, page by page. */
function Things({ empty = 'noRecords' as const }: { empty?: 'noRecords' | 'noResults' }) {
  const query = useInfiniteQuery({
    queryKey: ['things'],
    queryFn: ({ pageParam }) => api<Paged<Thing>>('/things', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    retry: false,
  });
  return (
    <InfiniteList query={query} itemKey={(thing) => thing._id} empty={empty} errorTitle="Oops">
      {(things) => (
        <ul aria-label="Things">
          {things.map((thing) => (
            <li key={thing._id}>{thing.name}</li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}

/** The API with pages of things; `pages[n]` answers page n + 1. */
function serveThings(pages: Paged<Thing>[]) {
  return mockFetch({
    'GET /api/things': () => ({ body: pages[requestedQueries('/api/things').length - 1] }),
  });
}

const shownThings = () =>
  within(screen.getByRole('list', { name: 'Things' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('infinite list', () => {
  it('loads the next page when its end comes within 300 px, and says when the list has ended', async () => {
    const observer = stubIntersectionObserver();
    serveThings([
      thingPage(['Apple', 'Banana'], 1, true),
      // Banana moved to page 2 while paging: it shows once.
      thingPage(['Banana', 'Cherry'], 2, false),
    ]);
    renderWithProviders(<Things />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText('Apple');
    expect(observer.observers.at(-1)?.options?.rootMargin).toBe('0px 0px 300px 0px');
    expect(screen.queryByText('No more entries')).not.toBeInTheDocument();

    act(() => observer.reveal());
    await screen.findByText('Cherry');
    expect(shownThings()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(screen.getByText('No more entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers a button for more, for those who do not scroll', async () => {
    serveThings([thingPage(['Apple'], 1, true), thingPage(['Banana'], 2, false)]);
    const user = userEvent.setup();
    renderWithProviders(<Things />);

    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByText('Banana');
    expect(requestedQueries('/api/things').map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('says no record found for an empty list and no results found for an empty search', async () => {
    serveThings([thingPage([], 1, false)]);
    const { unmount } = renderWithProviders(<Things />);
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    unmount();

    serveThings([thingPage([], 1, false)]);
    renderWithProviders(<Things empty="noResults" />);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('says why a list could not be loaded and loads it again on retry', async () => {
    mockFetch({ 'GET /api/things': { status: 503, body: apiErrorBody('SERVICE_UNAVAILABLE') } });
    const user = userEvent.setup();
    renderWithProviders(<Things />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    serveThings([thingPage(['Apple'], 1, false)]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Apple')).toBeInTheDocument();
  });

  it('keeps what it has when a later page fails, and tries that page again', async () => {
    const observer = stubIntersectionObserver();
    let fail = true;
    mockFetch({
      'GET /api/things': () => {
        const page = requestedQueries('/api/things').at(-1)?.get('page');
        if (page === '1') return { body: thingPage(['Apple'], 1, true) };
        return fail
          ? { status: 500, body: apiErrorBody('INTERNAL') }
          : { body: thingPage(['Banana'], 2, false) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Things />);
    await screen.findByText('Apple');

    act(() => observer.reveal());
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Apple')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Banana')).toBeInTheDocument();
  });
});
