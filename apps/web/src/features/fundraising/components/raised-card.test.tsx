import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  buildFundraising,
  buildMyEvent,
  buildPage,
  buildPledge,
  buildProfile,
} from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

/** Runs for years around the tests' clock, so it is open on /progress as a running challenge. */
const springRun = buildMyEvent({ startDate: '2025-03-01', endDate: '2099-12-31' });
const winterRun = buildMyEvent({
  _id: 'event-2',
  name: 'Winter Run',
  startDate: '2024-01-01',
  endDate: '2024-01-31',
  state: 'ended',
});

/** /progress of Anna with the Spring Run, whose fundraising answers `reply`. */
function openProgress(
  reply: MockReply,
  { unit = 'KM' as 'KM' | 'MILE', path = '/progress', events = [springRun] } = {},
) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ unit }) },
    'GET /api/profile/events': { body: { docs: events } },
    'GET /api/profile/myActivities': { body: buildPage([]) },
    'GET /api/events/event-1/fundraising': reply,
  });
  renderApp(path);
  return calls;
}

const withFundraising = (overrides: Partial<Fundraising> = {}) => ({
  body: buildFundraising({ raisedMinor: 123_456, capTotalMinor: 1_000_000, ...overrides }),
});

const findCard = () =>
  screen.findByRole('region', { name: 'Money raised' }, { timeout: PAGE_LOAD_MS });

describe('the money raised on /progress', () => {
  it('shows the amount for the open challenge in the UI language, with its bar, cause and sponsors', async () => {
    openProgress(withFundraising());
    const card = await findCard();
    expect(within(card).getByText('€1,234.56')).toBeVisible();
    expect(
      within(card).getByRole('progressbar', { name: 'Money raised against the pledged maximum' }),
    ).toHaveAttribute('aria-valuenow', '12.3');
    expect(within(card).getByText('12.3 % of €10,000.00 pledged at most')).toBeVisible();
    const cause = within(card).getByRole('link', { name: 'Children’s Hospital' });
    expect(cause).toHaveAttribute('href', 'https://hospital.example.org');
    expect(cause).toHaveAttribute('target', '_blank');
    expect(cause).toHaveAttribute('rel', 'noopener');
    expect(within(card).getByText('Every kilometre buys books for the ward.')).toBeVisible();
    expect(within(card).getByText('Acme GmbH')).toBeVisible();
    expect(within(card).getByText('€0.50 per km, up to €100.00')).toBeVisible();
    expect(within(card).getByText('€30.85')).toBeVisible();
    expect(within(card).getByText('Your kilometres added €5.00')).toBeVisible();

    await act(() => i18n.changeLanguage('de'));
    const german = await screen.findByRole('region', { name: 'Spendenstand' });
    expect(within(german).getByText('1.234,56 €')).toBeVisible();
    expect(within(german).getByText('12,3 % von höchstens 10.000,00 € zugesagt')).toBeVisible();
    expect(within(german).getByText('0,50 € pro km, bis zu 100,00 €')).toBeVisible();
    expect(within(german).getByText('Ihre Kilometer haben 5,00 € beigetragen')).toBeVisible();
  });

  it('draws no bar when a pledge has no upper bound', async () => {
    openProgress(withFundraising({ capTotalMinor: null }));
    const card = await findCard();
    expect(within(card).getByText('€1,234.56')).toBeVisible();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).queryByText(/pledged at most/)).not.toBeInTheDocument();
  });

  it('marks a sponsor whose cap is reached, and names the team and participant of scoped pledges', async () => {
    openProgress(
      withFundraising({
        pledges: [
          buildPledge({ capReached: true, owedMinor: 10_000 }),
          buildPledge({
            id: 'pledge-2',
            sponsorName: 'Bakery Brot',
            kind: 'fixed',
            scope: 'team',
            teamName: 'Sales',
            ratePerKmMinor: undefined,
            capMinor: undefined,
            amountMinor: 25_000,
            owedMinor: 25_000,
          }),
          buildPledge({
            id: 'pledge-3',
            sponsorName: 'Family Braun',
            kind: 'match',
            scope: 'participant',
            participantName: 'Ben Braun',
            ratePerKmMinor: undefined,
            matchPercent: 50,
            capMinor: undefined,
            owedMinor: 250,
          }),
        ],
      }),
    );
    const sponsors = within(await findCard()).getByRole('list', { name: 'Sponsors' });
    const [acme, bakery, family] = within(sponsors).getAllByRole('listitem');
    expect(acme).toHaveTextContent('Cap reached');
    expect(bakery).toHaveTextContent('€250.00 as a fixed donation · team Sales');
    expect(bakery).not.toHaveTextContent('Cap reached');
    expect(family).toHaveTextContent('matches 50 % of the other pledges · kilometres of Ben Braun');
  });

  it('gives the rates per mile too to a participant who counts in miles', async () => {
    openProgress(withFundraising(), { unit: 'MILE' });
    const card = await findCard();
    // 50 cents per km are 80.47 cents per mile, shown to the cent.
    expect(within(card).getByText('€0.50 per km (€0.80 per mile), up to €100.00')).toBeVisible();
    expect(within(card).getByText('Your miles added €5.00')).toBeVisible();
  });

  it('says the figures are final once the donations are settled', async () => {
    openProgress(withFundraising({ settledAt: '2026-06-22T10:00:00.000Z' }));
    const card = await findCard();
    expect(within(card).getByText('Final')).toBeVisible();
    expect(
      within(card).getByText('These figures are final: the donations were settled on 22/06/2026.'),
    ).toBeVisible();
  });

  it('shows nothing of fundraising for a challenge without a cause, and no error', async () => {
    const calls = openProgress({ status: 404, body: apiErrorBody('NOT_FOUND') });
    expect(
      await screen.findByRole('link', { name: 'New activity' }, { timeout: PAGE_LOAD_MS }),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/events/event-1/fundraising')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Money raised' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Money raised/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The requested item was not found.')).not.toBeInTheDocument();
  });

  it('opens the challenge ?eventId= names, as a milestone notification links', async () => {
    const calls = openProgress(withFundraising(), {
      path: '/progress?eventId=event-2',
      events: [springRun, winterRun],
    });
    const winter = await screen.findByRole(
      'button',
      { name: /^Winter Run/ },
      { timeout: PAGE_LOAD_MS },
    );
    expect(winter).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Spring Run/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/events/event-2/fundraising')).toBe(true),
    );
    expect(calls.some((c) => c.path === '/api/events/event-1/fundraising')).toBe(false);
  });
});
