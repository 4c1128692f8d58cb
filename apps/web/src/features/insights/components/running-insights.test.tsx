import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildEvent, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';
import { buildInsights } from '../insights.test-support';

/**
 * The dashboard of an administrator with the Spring Run (on track) and Bike Week (behind),
 * once the Spring Run's section is there (its figures may still be on their way).
 */
async function openDashboard(extra: Handlers = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events': {
      body: buildPage([
        buildEvent(),
        buildEvent({ _id: 'event-2', name: 'Bike Week' }),
        buildEvent({ _id: 'event-3', name: 'Autumn Walk', state: 'upcoming' }),
      ]),
    },
    'GET /api/events/event-1/insights': { body: buildInsights() },
    'GET /api/events/event-2/insights': {
      body: buildInsights({ eventId: 'event-2', forecastKm: 640.5, onTrack: false }),
    },
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/dashboard');
  const springRun = await screen.findByRole(
    'region',
    { name: 'Spring Run' },
    { timeout: PAGE_LOAD_MS },
  );
  return { user, calls, springRun };
}

/** The dashboard once the Spring Run's figures have arrived. */
async function openFigures(extra: Handlers = {}) {
  const opened = await openDashboard(extra);
  await within(opened.springRun).findByRole('list', { name: 'Key figures' });
  return opened;
}

/** The figure cards of an event as `label: value` lines. */
async function figuresOf(section: HTMLElement, label = 'Key figures') {
  const cards = await within(section).findByRole('list', { name: label });
  return within(cards)
    .getAllByRole('listitem')
    .map((card) => card.textContent);
}

describe('the live figures of the running challenges', () => {
  it('opens the dashboard with each running challenge’s figures and whether it is on track', async () => {
    const { calls, springRun } = await openDashboard();
    expect(await figuresOf(springRun)).toEqual([
      'Participants1,234have joined the challenge',
      'Active61750% of the participants have logged an activity',
      'Distance so far250.0 kmTarget to date: 363.6 km',
      'Forecast at the end1,050.0 kmOn trackTarget: 1,000.0 km',
      'Active in the last 7 days480logged an activity in the past week',
    ]);
    const bikeWeek = screen.getByRole('region', { name: 'Bike Week' });
    expect((await figuresOf(bikeWeek))[3]).toBe(
      'Forecast at the end640.5 kmBehindTarget: 1,000.0 km',
    );
    // Only running challenges are asked for; the link cards stay below.
    expect(calls.some((c) => c.path === '/api/events/event-3/insights')).toBe(false);
    expect(screen.getByRole('link', { name: 'Manage challenges' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    expect((await figuresOf(springRun, 'Kennzahlen'))[3]).toBe(
      'Prognose zum Ende1.050,0 kmIm PlanZiel: 1.000,0 km',
    );
  });

  it('leads to the challenge’s page and its participation report', async () => {
    const { springRun } = await openDashboard();
    expect(within(springRun).getByRole('link', { name: 'Challenge page' })).toHaveAttribute(
      'href',
      '/eventDetail/event-1/Spring%20Run',
    );
    expect(within(springRun).getByRole('link', { name: 'Participation report' })).toHaveAttribute(
      'href',
      '/report/event-1/Spring%20Run',
    );
  });

  it('switches the group table between user type and country', async () => {
    const { user, springRun } = await openFigures();
    const byType = await within(springRun).findByRole('table', {
      name: 'Participants of Spring Run by user type',
    });
    expect(
      within(byType)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Group',
      'Participants',
      'Active',
      'Participation',
      'Distance (km)',
      'Km per active participant',
      'Rank',
    ]);
    expect(
      within(byType)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Staff403075%100.03.31', 'Customer1,19458749.2%150.00.32']);

    await user.click(within(springRun).getByRole('radio', { name: 'Country' }));
    const byCountry = within(springRun).getByRole('table', {
      name: 'Participants of Spring Run by country',
    });
    expect(
      within(byCountry)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Austria', 'Germany']);
  });

  it('lists every day of the challenge in a table for screen readers', async () => {
    const { springRun } = await openFigures();
    const days = within(springRun).getByRole('table', {
      name: 'Figures per day of Spring Run',
    });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayKm per dayDistance so far (km)ActivitiesNew participants',
      '10/06/202640.040.012900',
      '11/06/202660.5100.520200',
      '12/06/202670.0170.525100',
      '13/06/202679.5250.03134',
    ]);
  });

  it('draws the km per day and the cumulative lines with a key that names each line', async () => {
    const { springRun } = await openFigures();
    const key = await within(springRun).findByRole(
      'list',
      { name: 'Lines of the chart' },
      { timeout: PAGE_LOAD_MS },
    );
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Distance so far (solid line)',
      'Target to date (dotted line)',
      'Forecast (dashed line)',
    ]);
    expect(
      within(springRun).getByRole('figure', { name: 'Distance so far against the target' }),
    ).toHaveTextContent(
      '250.0 km so far against 363.6 km target to date; at the last 7 days’ pace the challenge ends at 1,050.0 km of its 1,000.0 km target.',
    );
  });

  it('downloads the groups of the chosen grouping and the daily figures', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:insights';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, springRun } = await openFigures({
      'GET /api/events/event-1/insights/groups.xlsx': { body: {} },
      'GET /api/events/event-1/insights/days.xlsx': { body: {} },
    });
    const groups = '/api/events/event-1/insights/groups.xlsx';

    await user.click(
      within(springRun).getByRole('button', { name: 'Download groups by user type (Excel)' }),
    );
    await waitFor(() => expect(saved).toEqual(['groups_userType.xlsx']));
    expect(requestedQueries(groups).at(-1)?.toString()).toBe('by=userType');

    await user.click(within(springRun).getByRole('radio', { name: 'Country' }));
    await user.click(
      within(springRun).getByRole('button', { name: 'Download groups by country (Excel)' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(requestedQueries(groups).at(-1)?.toString()).toBe('by=country');

    await user.click(
      within(springRun).getByRole('button', { name: 'Download daily figures (Excel)' }),
    );
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(requestedQueries('/api/events/event-1/insights/days.xlsx')).toHaveLength(1);
    expect(await screen.findAllByText('The Excel file has been downloaded.')).not.toHaveLength(0);
  });

  it('says what failed and offers to try again when a challenge’s figures do not load', async () => {
    const { user, springRun } = await openDashboard({
      'GET /api/events/event-1/insights': { status: 403, body: apiErrorBody('FORBIDDEN') },
    });
    const alert = await within(springRun).findByRole('alert');
    expect(alert).toHaveTextContent('The figures of this challenge could not be loaded.');
    expect(
      within(screen.getByRole('region', { name: 'Bike Week' })).queryByRole('alert'),
    ).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestedQueries('/api/events/event-1/insights').length).toBe(2));
  });

  it('says so when no challenge is running and keeps the link cards', async () => {
    signInAs('admin', 'admin-1');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
      'GET /api/events': { body: buildPage([buildEvent({ state: 'ended' })]) },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(
        'No challenge is running at the moment. Its live figures appear here as soon as one starts.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage challenges' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/insights'))).toBe(false);
  });
});
