import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildActivity,
  buildFlag,
  buildMyEvent,
  buildPage,
  buildProfile,
  buildReview,
} from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const event = buildMyEvent(runningChallenge);

/** The running challenge on /progress, its list of my activities open. */
async function openList(
  activities: ReturnType<typeof buildActivity>[],
  unit: 'KM' | 'MILE' = 'KM',
) {
  mockFetch({
    'GET /api/profile': { body: buildProfile({ unit }) },
    'GET /api/profile/events': { body: { docs: [event] } },
    'GET /api/profile/myActivities': { body: buildPage(activities) },
  });
  signInAs('user');
  renderActivitiesRoute('/progress');
  return screen.findByRole('list', { name: 'My activities' });
}

/** The card of the activity whose notice is `notice`. */
function cardOf(list: HTMLElement, notice: string): HTMLElement {
  const card = within(list).getByText(notice).closest('li');
  if (!card) throw new Error(`no card for ${notice}`);
  return card;
}

describe('my activities under review', () => {
  it('marks what is under review or not counted, with the reasons and the organiser’s words', async () => {
    const list = await openList([
      buildActivity({ _id: 'a-1', notice: 'Long day', review: buildReview() }),
      buildActivity({
        _id: 'a-2',
        notice: 'Huge day',
        review: buildReview({
          status: 'held',
          flags: [buildFlag({ rule: 'dailyHold', value: 120, limit: 100 })],
        }),
      }),
      buildActivity({
        _id: 'a-3',
        notice: 'Twice',
        review: buildReview({
          status: 'excluded',
          flags: [buildFlag({ rule: 'duplicate', value: 10, limit: null })],
          reason: 'The same run was logged twice.',
        }),
      }),
      buildActivity({ _id: 'a-4', notice: 'Fine', review: buildReview({ status: 'approved' }) }),
      buildActivity({
        _id: 'a-5',
        notice: 'Plain',
        review: buildReview({ status: 'ok', flags: [] }),
      }),
    ]);

    const flagged = cardOf(list, 'Long day');
    expect(within(flagged).getByText('Under review')).toBeInTheDocument();
    const reasons = within(flagged).getByRole('list', { name: 'Reasons for the review' });
    expect(reasons).toHaveTextContent('60 km on one day, over 50 km');

    expect(
      within(cardOf(list, 'Huge day')).getByText('Under review, not counted yet'),
    ).toBeInTheDocument();

    const excluded = cardOf(list, 'Twice');
    expect(within(excluded).getByText('Not counted')).toBeInTheDocument();
    expect(
      within(excluded).getByText('Another entry of the same day has the same distance'),
    ).toBeInTheDocument();
    expect(
      within(excluded).getByText("Organiser's reason: The same run was logged twice."),
    ).toBeInTheDocument();

    for (const notice of ['Fine', 'Plain']) {
      const card = cardOf(list, notice);
      expect(within(card).queryByText(/Under review|Not counted/)).toBeNull();
      expect(within(card).queryByRole('list', { name: 'Reasons for the review' })).toBeNull();
    }
  });

  it('shows the duration and the pace in the user’s unit when the activity has a duration', async () => {
    const list = await openList(
      [
        buildActivity({ _id: 'a-1', notice: 'Timed', durationMinutes: 55 }),
        buildActivity({ _id: 'a-2', notice: 'Untimed', durationMinutes: null }),
      ],
      'MILE',
    );

    // 55 minutes over 6.2 miles: 8:52 per mile.
    expect(
      within(cardOf(list, 'Timed')).getByText('Duration 0:55 h · Pace 8:52 min/mi'),
    ).toBeInTheDocument();
    expect(within(cardOf(list, 'Untimed')).queryByText(/Duration/)).toBeNull();
  });
});

describe('an empty list of my activities', () => {
  it('offers to log the first activity of a running challenge', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [event] } },
      'GET /api/profile/myActivities': { body: buildPage([]) },
    });
    signInAs('user');
    renderActivitiesRoute('/progress');

    expect(await screen.findByText('No activities logged yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log your first activity' })).toHaveAttribute(
      'href',
      `/activity-form/${event._id}`,
    );
  });

  it('offers nothing to log once the challenge has ended', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': {
        body: { docs: [{ ...event, state: 'ended', endDate: '2024-01-31' }] },
      },
      'GET /api/profile/myActivities': { body: buildPage([]) },
    });
    signInAs('user');
    renderActivitiesRoute('/progress');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: new RegExp(event.name) }));

    expect(await screen.findByText('No activities logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log your first activity' })).not.toBeInTheDocument();
  });
});

describe('the list while it loads', () => {
  it("keeps a row's room per activity the challenge counts, a screen's worth at most", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const held = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    for (const [count, rows] of [
      [2, 2],
      [40, 6],
    ] as const) {
      mockFetch({
        'GET /api/profile': { body: buildProfile() },
        'GET /api/profile/events': {
          body: { docs: [buildMyEvent({ ...runningChallenge, myActivityCount: count })] },
        },
        'GET /api/profile/myActivities': () => held,
      });
      signInAs('user');
      const { unmount } = renderActivitiesRoute('/progress');
      const room = await screen.findByRole('status', { name: 'Loading…' });
      expect(room.children).toHaveLength(rows);
      unmount();
    }
    answer({ body: buildPage([]) });
  });
});
