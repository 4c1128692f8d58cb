import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildMyEvent,
  buildOwnRanking,
  buildPage,
  buildProfile,
  buildRankingRow,
  buildSegmentRow,
  buildSegmentsPage,
} from '../../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

/** Staff lead with 20 km per active participant; Family has too few active for a place. */
const byUserType = buildSegmentsPage([
  buildSegmentRow({ avgKmPerActive: 20, totalKm: 80, isMine: true }),
  buildSegmentRow({
    segment: 'Customer',
    label: 'Customer',
    registered: 8,
    active: 6,
    avgKmPerActive: 10,
    totalKm: 60,
    participationRate: 0.75,
    rank: 2,
  }),
  buildSegmentRow({
    segment: 'Family',
    label: 'Family',
    registered: 1,
    active: 1,
    avgKmPerActive: 5,
    totalKm: 5,
    participationRate: 1,
    rank: null,
  }),
]);

async function openRanking(path: string, handlers: Handlers = {}, profile = buildProfile()) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/profile/events': { body: { docs: [buildMyEvent()] } },
    'GET /api/activities/ranking/all': { body: buildPage([buildRankingRow()]) },
    'GET /api/activities/ranking/me': { body: buildOwnRanking({ rank: 2, totalMember: 5 }) },
    'GET /api/activities/ranking/segments': { body: byUserType },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('tablist', { name: 'Rankings' }, { timeout: PAGE_LOAD_MS });
  return { user, ...view };
}

/** The width of a row's bar, as the share of the best group's figure it draws. */
function barWidth(row: HTMLElement): string | undefined {
  const bar = row.querySelector<HTMLElement>('[class*="Progress-section"]');
  return bar?.style.getPropertyValue('--progress-section-size');
}

describe('the groups tab', () => {
  it('shows each group with a bar, its distance per active participant, share active and place', async () => {
    const { user } = await openRanking('/ranking/event-1');
    await user.click(screen.getByRole('tab', { name: 'Groups' }));
    const list = await screen.findByRole('list', { name: 'Group ranking' });
    const [staff, customer, family] = within(list).getAllByRole('listitem') as HTMLElement[];

    expect(staff).toHaveTextContent(
      /^Rank 1\s*Staff\s*My group\s*5 participants · 80% active\s*20 km per active participant$/,
    );
    expect(staff).toHaveAttribute('aria-current', 'true');
    expect(customer).toHaveTextContent(/^Rank 2\s*Customer.*8 participants · 75% active.*10 km/);
    expect(customer).not.toHaveAttribute('aria-current');
    expect(family).not.toHaveTextContent('Rank');
    expect(family).toHaveTextContent('1 participant · 100% active · too few active for a place');
    expect([staff, customer, family].map((row) => barWidth(row as HTMLElement))).toEqual([
      '100%',
      '50%',
      '25%',
    ]);
    expect(
      screen.getByText(/A group needs at least 5 active participants for a place\.$/),
    ).toBeInTheDocument();
    expect(requestedQueries('/api/activities/ranking/segments')[0]?.toString()).toBe(
      'event_id=event-1&by=userType&metric=avgActive',
    );
  });

  it('asks for another grouping and metric when they are chosen, and keeps them in the address', async () => {
    const { user, router } = await openRanking('/ranking/event-1?tab=groups');
    await screen.findByRole('list', { name: 'Group ranking' });

    await user.click(screen.getByRole('radio', { name: 'Country' }));
    await waitFor(() =>
      expect(requestedQueries('/api/activities/ranking/segments').at(-1)?.get('by')).toBe(
        'country',
      ),
    );
    await user.click(getField('Compare by'));
    await user.click(await screen.findByRole('option', { name: 'Total distance' }));
    await waitFor(() =>
      expect(requestedQueries('/api/activities/ranking/segments').at(-1)?.toString()).toBe(
        'event_id=event-1&by=country&metric=sum',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'tab=groups&by=country&metric=sum',
    );
    const [staff] = within(screen.getByRole('list', { name: 'Group ranking' })).getAllByRole(
      'listitem',
    );
    expect(staff).toHaveTextContent('80 km in total');
  });

  it('opens on the grouping and metric the address names', async () => {
    await openRanking('/ranking/event-1?tab=groups&by=team&metric=avgRegistered');
    await screen.findByRole('list', { name: 'Group ranking' });
    expect(requestedQueries('/api/activities/ranking/segments')[0]?.toString()).toBe(
      'event_id=event-1&by=team&metric=avgRegistered',
    );
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    expect(getField('Compare by')).toHaveValue('Distance per participant');
  });

  it('converts the figures to miles for a participant who uses miles', async () => {
    await openRanking('/ranking/event-1?tab=groups', {}, buildProfile({ unit: 'MILE' }));
    const list = await screen.findByRole('list', { name: 'Group ranking' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '12.4 mi per active participant',
    );
  });
});

describe('the group filter of the individual ranking', () => {
  it('ranks within the chosen user type in the list and on the own card', async () => {
    const { user, router } = await openRanking('/ranking/event-1');
    await screen.findByRole('link', { name: 'Bert Bauer' });
    expect(requestedQueries('/api/activities/ranking/all')[0]?.has('userType')).toBe(false);

    await user.click(getField('User type'));
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    await waitFor(() =>
      expect(requestedQueries('/api/activities/ranking/all').at(-1)?.get('userType')).toBe('Staff'),
    );
    expect(router.state.location.search).toBe('?userType=Staff');

    await user.click(screen.getByRole('tab', { name: 'Me' }));
    const card = await screen.findByRole('region', { name: 'My ranking' });
    expect(requestedQueries('/api/activities/ranking/me').at(-1)?.get('userType')).toBe('Staff');
    expect(card).toHaveTextContent('Rank 2 of 5');
    expect(card).toHaveTextContent('Within the group: Staff');
    expect(card).toHaveTextContent(/The group's total\s*1,234\.5 km/);
    expect(getField('User type')).toHaveValue('Staff');
  });

  it('sends the country and user type the address names, and ignores ones that are none', async () => {
    await openRanking('/ranking/event-1?tab=me&userType=Family&country=de');
    await screen.findByRole('region', { name: 'My ranking' });
    const sent = requestedQueries('/api/activities/ranking/me')[0];
    expect(sent?.get('userType')).toBe('Family');
    // Country codes are upper case; a lower-case one from a typed address is no country.
    expect(sent?.has('country')).toBe(false);
    expect(getField('Country')).toHaveValue('All countries');
  });

  it('narrows to a chosen country, named on the own card', async () => {
    const { user } = await openRanking('/ranking/event-1?tab=me');
    await screen.findByRole('region', { name: 'My ranking' });
    await user.clear(getField('Country'));
    await user.type(getField('Country'), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() =>
      expect(requestedQueries('/api/activities/ranking/me').at(-1)?.get('country')).toBe('DE'),
    );
    expect(await screen.findByText('Within the group: Germany')).toBeInTheDocument();
  });
});
