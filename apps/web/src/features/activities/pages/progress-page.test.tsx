import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildActivity, buildMyEvent, buildPage, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { currentPath, renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const running = buildMyEvent(runningChallenge);
const upcoming = buildMyEvent({
  ...runningChallenge,
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Summer Challenge',
  startDate: '2099-06-01',
  endDate: '2100-06-30',
  state: 'upcoming',
});
const ended = buildMyEvent({
  ...runningChallenge,
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Winter Challenge',
  startDate: '2024-01-01',
  endDate: '2024-01-31',
  state: 'ended',
});

function mockProgressCalls(events = [upcoming, running, ended]) {
  return mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/profile/events': { body: { docs: events } },
    'GET /api/profile/myActivities': {
      body: buildPage([buildActivity({ notice: 'Evening walk', distanceKm: 1234.5 })]),
    },
  });
}

describe('progress page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the running event with its countdown, buttons and editable activities', async () => {
    mockProgressCalls();
    signInAs('user');
    renderActivitiesRoute('/progress');

    expect(await screen.findByText(/^Ends in \d+ days \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(await screen.findByText('Evening walk')).toBeInTheDocument();
    expect(screen.getByText('1,234.5 km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My activity' })).toHaveAttribute(
      'href',
      `/my-activity/${running._id}`,
    );
    expect(screen.getByRole('link', { name: 'New activity' })).toHaveAttribute(
      'href',
      `/activity-form/${running._id}`,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Actions for the activity on 05/03/2025' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/activity-form/${running._id}/activity-1`,
    );
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('counts down in calendar days of the platform time zone, as the remaining days do', async () => {
    // 23:30 in Berlin on 28 March 2026, the night the clocks go forward: 29 and 30 March
    // remain (2 days), though only 47.5 hours are left.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-28T22:30:00Z'));
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/settings': { body: { timeZone: 'Europe/Berlin' } },
      'GET /api/profile/events': {
        body: {
          docs: [
            buildMyEvent({
              ...runningChallenge,
              endDate: '2026-03-30',
              endsAt: '2026-03-30T22:00:00.000Z',
            }),
          ],
        },
      },
      'GET /api/profile/myActivities': { body: buildPage([]) },
    });
    signInAs('user');
    renderActivitiesRoute('/progress');

    expect(await screen.findByText('Ends in 2 days 00:30:00')).toBeInTheDocument();
  });

  it('lists the events by end date, newest first', async () => {
    mockProgressCalls([ended, running, upcoming]);
    signInAs('user');
    renderActivitiesRoute('/progress');

    await screen.findByText('Summer Challenge');
    const names = screen
      .getAllByText(/Challenge$/)
      .map((node) => node.textContent)
      .filter((name) => name !== null);
    expect(names).toEqual(['Summer Challenge', 'Spring Challenge', 'Winter Challenge']);
  });

  it("leads from a running and an ended event to the event's ranking, not before the start", async () => {
    mockProgressCalls();
    signInAs('user');
    const user = userEvent.setup();
    const { router } = renderActivitiesRoute('/progress');

    const ranking = await screen.findByRole('link', { name: 'Ranking' });
    expect(ranking).toHaveAttribute('href', `/ranking/${running._id}`);
    await user.click(await screen.findByRole('button', { name: /Winter Challenge/ }));
    const endedPanel = await screen.findByRole('region', { name: /Winter Challenge/ });
    expect(within(endedPanel).getByRole('link', { name: 'Ranking' })).toHaveAttribute(
      'href',
      `/ranking/${ended._id}`,
    );
    await user.click(screen.getByRole('button', { name: /Summer Challenge/ }));
    const upcomingPanel = await screen.findByRole('region', { name: /Summer Challenge/ });
    expect(within(upcomingPanel).queryByRole('link', { name: 'Ranking' })).not.toBeInTheDocument();

    await user.click(within(endedPanel).getByRole('link', { name: 'Ranking' }));
    expect(currentPath(router)).toBe(`/ranking/${ended._id}`);
  });

  it('shows the start date of an upcoming event instead of a countdown', async () => {
    mockProgressCalls();
    signInAs('user');
    const user = userEvent.setup();
    renderActivitiesRoute('/progress');

    await user.click(await screen.findByRole('button', { name: /Summer Challenge/ }));

    expect(await screen.findByText('Starts on 01/06/2099')).toBeInTheDocument();
  });

  it('offers only my activity for an ended event, without edit or delete', async () => {
    mockProgressCalls([ended]);
    signInAs('user');
    const user = userEvent.setup();
    renderActivitiesRoute('/progress');

    await user.click(await screen.findByRole('button', { name: /Winter Challenge/ }));

    expect(await screen.findByText('Evening walk')).toBeInTheDocument();
    const panel = screen.getByRole('region');
    expect(within(panel).getByRole('link', { name: 'My activity' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'New activity' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/^Ends in/)).not.toBeInTheDocument();
  });

  it('deletes an activity after confirmation', async () => {
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [running] } },
      'GET /api/profile/myActivities': { body: buildPage([buildActivity()]) },
      'DELETE /api/activities/activity-1': { body: { msg: 'DELETED' } },
    });
    signInAs('user');
    const user = userEvent.setup();
    renderActivitiesRoute('/progress');

    await user.click(
      await screen.findByRole('button', { name: 'Actions for the activity on 05/03/2025' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await findSpecConfirmation();
    expect(within(dialog).getByText(/^Activity on 05\/03\/2025: /)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Activity deleted')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/activities/activity-1'),
    ).toBe(true);
  });

  it('leads to the open challenges when the user has no event', async () => {
    mockProgressCalls([]);
    signInAs('user');
    const user = userEvent.setup();
    const { router } = renderActivitiesRoute('/progress');

    await user.click(await screen.findByRole('link', { name: 'Find a challenge' }));

    expect(currentPath(router)).toBe('/active-events');
  });
});
