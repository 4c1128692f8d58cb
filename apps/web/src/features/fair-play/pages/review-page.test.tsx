import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage } from '../../../test/factories';
import { apiErrorBody, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import {
  buildHeldItem,
  buildReviewItem,
  callsTo,
  choose,
  openReviewPage,
} from '../fair-play.test-support';

const annas = 'the activity of Anna Schmidt on 12/06/2026';

/** The queries the page sent for the queue, as plain objects. */
const queueQueries = () =>
  requestedQueries('/api/admin/review').map((query) => Object.fromEntries(query));

/** A queue that answers `first`, then `after` once a decision was sent. */
function queueUntilDecided(
  first = [buildReviewItem(), buildHeldItem()],
  after = [buildHeldItem()],
) {
  let decided = false;
  return {
    queue: () => ({ body: buildPage(decided ? after : first) }),
    decide: (reply: { status?: number; body?: unknown }) => () => {
      decided = (reply.status ?? 200) < 400;
      return reply;
    },
  };
}

describe('the review page', () => {
  it('shows each waiting activity with its evidence beside it', async () => {
    await openReviewPage();
    const card = screen.getByRole('article', { name: 'Anna Schmidt' });
    const inCard = within(card);
    expect(inCard.getByText('anna@example.com')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'Spring Run' })).toHaveAttribute(
      'href',
      '/eventDetail/event-1/Spring%20Run',
    );
    expect(inCard.getByText('Flagged: counts')).toBeVisible();
    expect(inCard.getByText('12/06/2026')).toBeVisible();
    // Distance and the day's total, one decimal in km; five hours: 5:00 per km.
    expect(inCard.getAllByText('60.0 km')).toHaveLength(2);
    expect(inCard.getByText('5:00 h')).toBeVisible();
    expect(inCard.getByText('5:00 min/km')).toBeVisible();
    expect(inCard.getByText('12.0 km')).toBeVisible();
    expect(inCard.getByText('Ultra training along the river')).toBeVisible();
    expect(
      within(inCard.getByRole('list', { name: 'Why it waits' })).getByRole('listitem'),
    ).toHaveTextContent('60 km on one day, over 50 km');
    expect(inCard.getByRole('img', { name: 'Photo 1, opens in full size' })).toHaveAttribute(
      'src',
      '/uploads/photo-1-thumb.webp',
    );
    expect(inCard.getByText('Taken on 12/06/2026')).toBeVisible();
    expect(inCard.getByText('No capture date')).toBeVisible();
    expect(
      inCard.getByRole('img', {
        name: "Kilometres per day of Anna Schmidt in this challenge (the longest day: 60.0 km); the activity's day, 12/06/2026, with 60.0 km, is highlighted",
      }),
    ).toBeVisible();

    const held = within(screen.getByRole('article', { name: 'Ben Meyer' }));
    expect(held.getByText('Held: not counted yet')).toBeVisible();
    expect(held.getByText('Too few entries yet')).toBeVisible();
    expect(held.getByText(/107 km on one day, over 100 km: it counts once/)).toBeVisible();
    expect(screen.getByText('2 activities wait for a decision')).toBeVisible();
  });

  it('keeps the filters in the address and asks the queue for them, from page 1', async () => {
    const { user, router } = await openReviewPage(undefined, {}, '/review?page=2');
    expect(queueQueries().at(-1)).toEqual({ page: '2', limit: '10' });

    await choose(user, 'Status', 'Held');
    await waitFor(() =>
      expect(queueQueries().at(-1)).toEqual({ status: 'held', page: '1', limit: '10' }),
    );
    await choose(user, 'Reason', 'Speed');
    await choose(user, 'Challenge', 'Autumn Walk');
    await waitFor(() =>
      expect(queueQueries().at(-1)).toEqual({
        eventId: 'event-2',
        status: 'held',
        rule: 'speed',
        page: '1',
        limit: '10',
      }),
    );
    expect(router.state.location.search).toBe('?eventId=event-2&status=held&rule=speed');

    await choose(user, 'Status', 'Flagged and held');
    await waitFor(() => expect(router.state.location.search).toBe('?eventId=event-2&rule=speed'));
  });

  it('opens with the filters an address names', async () => {
    await openReviewPage(undefined, {}, '/review?eventId=event-1&status=flagged&rule=outlier');
    expect(queueQueries().at(-1)).toEqual({
      eventId: 'event-1',
      status: 'flagged',
      rule: 'outlier',
      page: '1',
      limit: '10',
    });
    expect(getField('Reason')).toHaveValue('Far above the usual distance');
  });

  it('approves an activity: a toast, the queue and the count again, the focus on the next', async () => {
    const world = queueUntilDecided();
    const { user, calls } = await openReviewPage(world.queue, {
      'POST /api/activities/activity-1/review': world.decide({
        body: { activityId: 'activity-1', status: 'approved' },
      }),
    });
    const countsBefore = callsTo(calls, 'GET /api/admin/review/count').length;
    await user.click(screen.getByRole('button', { name: `Approve ${annas}` }));
    expect(await screen.findByText('The activity has been approved.')).toBeVisible();
    expect(callsTo(calls, 'POST /api/activities/activity-1/review')[0]?.body).toEqual({
      action: 'approve',
      eventId: 'event-1',
    });
    expect(screen.queryByRole('article', { name: 'Anna Schmidt' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ben Meyer' })).toHaveFocus();
    expect(callsTo(calls, 'GET /api/admin/review/count').length).toBeGreaterThan(countsBefore);
  });

  it('excludes an activity only with a reason, which the participant is told', async () => {
    const world = queueUntilDecided();
    const { user, calls } = await openReviewPage(world.queue, {
      'POST /api/activities/activity-1/review': world.decide({
        body: { activityId: 'activity-1', status: 'excluded' },
      }),
    });
    await user.click(screen.getByRole('button', { name: `Exclude ${annas}` }));
    const dialog = await screen.findByRole('dialog', { name: `Exclude ${annas}?` });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(
      await within(dialog).findByText('Give a reason: the participant is told why'),
    ).toBeVisible();
    expect(callsTo(calls, 'POST /api/activities/activity-1/review')).toHaveLength(0);

    await user.type(reason, 'The same run was logged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(
      await screen.findByText('The activity has been excluded: it no longer counts.'),
    ).toBeVisible();
    expect(callsTo(calls, 'POST /api/activities/activity-1/review')[0]?.body).toEqual({
      action: 'exclude',
      reason: 'The same run was logged twice',
      eventId: 'event-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ben Meyer' })).toHaveFocus();
  });

  it('shows the server’s objection to a reason under the field and keeps what was typed', async () => {
    const { user } = await openReviewPage(undefined, {
      'POST /api/activities/activity-1/review': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { reason: ['REASON_REQUIRED'] }),
      },
    });
    await user.click(screen.getByRole('button', { name: `Exclude ${annas}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Doubtful');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(
      await within(dialog).findByText('Give a reason: the participant is told why'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Doubtful');
  });

  it('says why a decision no longer applies and loads the queue again', async () => {
    const { user } = await openReviewPage(undefined, {
      'POST /api/activities/activity-1/review': {
        status: 409,
        body: apiErrorBody('REVIEW_NOT_ALLOWED'),
      },
    });
    const before = queueQueries().length;
    await user.click(screen.getByRole('button', { name: `Approve ${annas}` }));
    expect(
      await screen.findByText(/^This decision does not apply to the activity as it stands now/),
    ).toBeVisible();
    await waitFor(() => expect(queueQueries().length).toBeGreaterThan(before));
  });

  it('approves a selection after a confirmation', async () => {
    const world = queueUntilDecided(undefined, []);
    const { user, calls } = await openReviewPage(world.queue, {
      'POST /api/admin/review/bulk': world.decide({ body: { results: [] } }),
    });
    const bar = screen.getByRole('group', { name: 'Decide on the selected activities' });
    expect(within(bar).getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: `Select ${annas}` })).toBeChecked();
    expect(within(bar).getByText('2 selected')).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const confirmation = await screen.findByRole('dialog', {
      name: 'Approve the selected activities?',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 activities have been approved.')).toBeVisible();
    expect(callsTo(calls, 'POST /api/admin/review/bulk')[0]?.body).toEqual({
      activityIds: ['activity-1', 'activity-2'],
      action: 'approve',
    });
    expect(await screen.findByRole('heading', { name: 'Nothing waits for review' })).toHaveFocus();
  });

  it('excludes a selection with one reason', async () => {
    const { user, calls } = await openReviewPage(
      undefined,
      { 'POST /api/admin/review/bulk': { body: { results: [] } } },
      '/review?eventId=event-1',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select the activity of Ben Meyer on 13/06/2026' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Exclude selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude 1 activity?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'No such ride');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(await screen.findByText('1 activity has been excluded.')).toBeVisible();
    expect(callsTo(calls, 'POST /api/admin/review/bulk')[0]?.body).toEqual({
      activityIds: ['activity-2'],
      action: 'exclude',
      reason: 'No such ride',
      eventId: 'event-1',
    });
  });

  it('offers to reinstate an excluded activity instead of approving it', async () => {
    const { user, calls } = await openReviewPage([buildReviewItem({ status: 'excluded' })], {
      'POST /api/activities/activity-1/review': {
        body: { activityId: 'activity-1', status: 'approved' },
      },
    });
    expect(screen.queryByRole('button', { name: `Approve ${annas}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Reinstate ${annas}` }));
    expect(
      await screen.findByText('The activity has been reinstated: it counts again.'),
    ).toBeVisible();
    expect(callsTo(calls, 'POST /api/activities/activity-1/review')[0]?.body).toMatchObject({
      action: 'reinstate',
    });
  });

  it('says when nothing waits', async () => {
    await openReviewPage([]);
    expect(screen.getByRole('heading', { name: 'Nothing waits for review' })).toBeVisible();
    expect(
      screen.getByText('Activities the fair play checks flag or hold appear here.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Decide on the selected activities' })).toBeNull();
  });

  it('says when nothing matches the filters', async () => {
    await openReviewPage([], {}, '/review?status=held');
    expect(screen.getByText('No activity waiting matches these filters.')).toBeVisible();
  });
});
