import 'fake-indexeddb/auto';
import { dayIn } from '@cc/shared/time/calendar';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findDraft, useDraftsStore } from '../../../entities/drafts/drafts';
import { openAppDb } from '../../../lib/app-db';
import { useOnlineStore } from '../../../lib/online';
import {
  buildActivity,
  buildEntryCheck,
  buildMyEvent,
  buildProfile,
  buildProgress,
} from '../../../test/factories';
import { requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import {
  currentPath,
  mockFormCalls,
  openActivityForm,
  runningChallenge,
} from '../activities.test-support';

const event = buildMyEvent(runningChallenge);
const formPath = `/activity-form/${event._id}`;
const today = dayIn('Europe/Berlin');
const saved = {
  'POST /api/activities/check': { body: buildEntryCheck([]) },
  'POST /api/activities': { status: 201, body: buildActivity() },
  'PATCH /api/activities/activity-1': { body: buildActivity() },
  [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
};

type User = ReturnType<typeof userEvent.setup>;

async function typeDuration(user: User, hours: string, minutes: string) {
  if (hours) await user.type(getField('Hours'), hours);
  if (minutes) await user.type(getField('Minutes'), minutes);
  await user.tab();
}

describe('the duration of an activity', () => {
  beforeEach(async () => {
    await (await openAppDb()).clear('drafts');
    useDraftsStore.setState({ drafts: [], sendingId: null });
    useOnlineStore.setState({ online: true });
  });

  it('is optional, shows the pace and is sent in minutes to the check and the create', async () => {
    const calls = mockFormCalls(event, saved);
    const { user, router } = await openActivityForm(formPath);
    expect(screen.getByRole('group', { name: 'Duration (optional)' })).toBeInTheDocument();

    await user.type(getField('Distance in km'), '10');
    await typeDuration(user, '', '55');
    expect(screen.getByText('Pace 5:30 min/km')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    const fields = {
      eventId: event._id,
      date: today,
      distanceKm: 10,
      distanceMile: 6.2,
      notice: '',
      durationMinutes: 55,
    };
    expect(calls.find((c) => c.path === '/api/activities/check')?.body).toEqual(fields);
    expect(requestedQueries('/api/activities/check')[0]?.has('activityId')).toBe(false);
    expect(calls.find((c) => c.path === '/api/activities')?.body).toEqual(fields);
  });

  it('shows the pace per mile to a participant who uses miles', async () => {
    mockFormCalls(event, {}, buildProfile({ unit: 'MILE' }));
    const { user } = await openActivityForm(formPath);

    await user.type(getField('Distance in miles'), '5');
    await typeDuration(user, '1', '');
    expect(screen.getByText('Pace 12:00 min/mi')).toBeInTheDocument();
  });

  it('refuses no time at all and more than a day, as the server does, and sends nothing', async () => {
    const calls = mockFormCalls(event, saved);
    const { user } = await openActivityForm(formPath);
    const problem = 'Please enter a duration from 1 minute to 24 hours';

    await user.type(getField('Distance in km'), '10');
    await typeDuration(user, '24', '1');
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(getField('Hours')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Duration (optional)' })).toHaveAccessibleDescription(
      problem,
    );

    await user.clear(getField('Hours'));
    await user.clear(getField('Minutes'));
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull());
    await typeDuration(user, '0', '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('prefills an edit with the stored duration, and removes it when both parts are cleared', async () => {
    const calls = mockFormCalls(event, {
      ...saved,
      'GET /api/activities/activity-1': { body: buildActivity({ durationMinutes: 95 }) },
    });
    const { user } = await openActivityForm(`${formPath}/activity-1`);

    expect(getField('Hours')).toHaveValue('1');
    expect(getField('Minutes')).toHaveValue('35');
    expect(screen.getByText('Pace 9:30 min/km')).toBeInTheDocument();
    await user.clear(getField('Hours'));
    await user.clear(getField('Minutes'));
    expect(screen.queryByText(/^Pace/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Activity updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ durationMinutes: null });
    expect(requestedQueries('/api/activities/check')[0]?.get('activityId')).toBe('activity-1');
  });

  it('keeps the duration in an offline draft and brings it back when the draft is opened', async () => {
    const calls = mockFormCalls(event, saved);
    const { user, router, unmount } = await openActivityForm(formPath);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useOnlineStore.setState({ online: false });

    await user.type(getField('Distance in km'), '7.5');
    await typeDuration(user, '1', '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const [draft] = await (await openAppDb()).getAll('drafts');
    expect(draft?.durationMinutes).toBe(65);
    expect(await findDraft(draft?.localId ?? '')).toMatchObject({ durationMinutes: 65 });
    expect(await screen.findByText('Duration 1:05 h · Pace 8:40 min/km')).toBeInTheDocument();
    unmount();

    await openActivityForm(`${formPath}/${draft?.localId}`);
    expect(await screen.findByText('Edit draft')).toBeInTheDocument();
    expect(getField('Hours')).toHaveValue('1');
    expect(getField('Minutes')).toHaveValue('5');
  });
});
