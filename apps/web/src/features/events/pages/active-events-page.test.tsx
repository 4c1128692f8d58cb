import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const springRun = buildEvent();
const summerWalk = buildEvent({
  _id: 'event-2',
  name: 'Summer Walk',
  description: '',
  startDate: '2026-07-01',
  endDate: '2026-07-31',
  maximumKm: 1609.34,
  maximumMile: 1000,
  participantCount: 1,
  state: 'upcoming',
  isRegistered: true,
});

function openActiveEvents(handlers: Handlers = {}, profile = buildProfile()) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/events/all': { body: buildPage([springRun, summerWalk], { limit: 50 }) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/active-events');
  return { user, calls, ...view };
}

const findCard = async (name: string) =>
  (await screen.findByRole('heading', { name }, { timeout: PAGE_LOAD_MS })).closest(
    'article',
  ) as HTMLElement;

describe('active events page', () => {
  it('shows each open event with its dates, target in km, participants and state', async () => {
    openActiveEvents();
    const card = await findCard('Spring Run');
    expect(card).toHaveTextContent('Run for the children’s hospital.');
    expect(card).toHaveTextContent('10/06/2026 – 20/06/2026');
    expect(card).toHaveTextContent('Target: 100 km');
    expect(card).toHaveTextContent('1,234 participants');
    expect(within(card).getByText('Running')).toBeInTheDocument();
    expect(within(await findCard('Summer Walk')).getByText('Upcoming')).toBeInTheDocument();
    expect(await findCard('Summer Walk')).toHaveTextContent('1 participant');
  });

  it('asks for the open events by end date, newest first, 50 at a time', async () => {
    openActiveEvents();
    await findCard('Spring Run');
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/events/all');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      sort: 'endDate',
      order: '-1',
      page: '1',
      limit: '50',
    });
  });

  it('shows the target in miles, in the number format of the language, for a miles user', async () => {
    openActiveEvents({}, buildProfile({ unit: 'MILE' }));
    expect(await findCard('Spring Run')).toHaveTextContent('Target: 62.1 miles');
    expect(await findCard('Summer Walk')).toHaveTextContent('Target: 1,000 miles');
  });

  it('marks a joined event and leads to the progress instead of offering to join', async () => {
    openActiveEvents();
    const card = await findCard('Summer Walk');
    expect(within(card).getByText('Joined')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Go to my progress in Summer Walk' }),
    ).toHaveAttribute('href', '/progress');
  });

  it('joins an event after confirmation and continues to the progress', async () => {
    const { user, calls, router, queryClient } = openActiveEvents({
      'GET /api/events/event-1': { body: springRun },
      'POST /api/profile/registerEvent': {
        body: {
          ...springRun,
          isRegistered: true,
          myTotalKm: 0,
          myTotalMile: 0,
          myActivityCount: 0,
        },
      },
    });
    const card = await findCard('Spring Run');
    await user.click(within(card).getByRole('link', { name: 'Join Spring Run' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/eventRegistration'));
    expect(router.state.location.search).toBe('?eventId=event-1');
    expect(
      await screen.findByText(
        /Would you like to join “Spring Run”\?/,
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    const profileLoads = calls.filter((c) => c.path === '/api/profile').length;
    await user.click(screen.getByRole('button', { name: 'Yes, join' }));

    expect(
      await screen.findByText('You have joined the challenge. Good luck!'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ eventId: 'event-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/progress'));
    // The user's own data and the events lists are loaded afresh.
    expect(calls.filter((c) => c.path === '/api/profile').length).toBeGreaterThan(profileLoads);
    expect(queryClient.getQueryState(['events', 'open'])?.isInvalidated).toBe(true);
  });

  it('stays on the registration and says why when the server refuses', async () => {
    const { user, router } = openActiveEvents({
      'GET /api/events/event-1': { body: springRun },
      'POST /api/profile/registerEvent': { status: 409, body: apiErrorBody('EVENT_ENDED') },
    });
    await user.click(
      within(await findCard('Spring Run')).getByRole('link', { name: 'Join Spring Run' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Yes, join' }, { timeout: PAGE_LOAD_MS }),
    );

    expect(await screen.findByText('This challenge has ended.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eventRegistration');
  });

  it('reports a failed registration without a known reason', async () => {
    const { user } = openActiveEvents({
      'GET /api/events/event-1': { body: springRun },
      'POST /api/profile/registerEvent': { status: 500, body: apiErrorBody('INTERNAL') },
    });
    await user.click(
      within(await findCard('Spring Run')).getByRole('link', { name: 'Join Spring Run' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Yes, join' }, { timeout: PAGE_LOAD_MS }),
    );
    expect(
      await screen.findByText('Joining the challenge failed. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says so when no event is open', async () => {
    openActiveEvents({ 'GET /api/events/all': { body: buildPage([], { limit: 50 }) } });
    expect(
      await screen.findByText('No record found', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
  });
});
