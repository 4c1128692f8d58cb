import { dayIn } from '@cc/shared/time/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { stubObjectUrls } from '../../../test/browser-stubs';
import { buildActivity, buildMyEvent, buildProgress } from '../../../test/factories';
import { apiErrorBody, type Handlers } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import {
  currentPath,
  mockFormCalls as mockEventFormCalls,
  openActivityForm,
  runningChallenge,
} from '../activities.test-support';

const event = buildMyEvent(runningChallenge);
const formPath = `/activity-form/${event._id}`;

const mockFormCalls = (extra: Handlers = {}) => mockEventFormCalls(event, extra);
const openForm = (path = formPath) => openActivityForm(path);

function photoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const photo = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

describe('activity form', () => {
  it('converts km into miles and miles into km, to one decimal', async () => {
    mockFormCalls();
    const { user } = await openForm();

    await user.type(getField('Distance in km'), '10');
    expect(getField('Distance in miles')).toHaveValue('6.2');

    await user.clear(getField('Distance in miles'));
    await user.type(getField('Distance in miles'), '3.1');
    expect(getField('Distance in km')).toHaveValue('5');

    await user.clear(getField('Distance in miles'));
    await user.type(getField('Distance in miles'), '26.2');
    expect(getField('Distance in km')).toHaveValue('42.2');
  });

  it('fills the km field from the picker on ok and keeps it on cancel', async () => {
    mockFormCalls();
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Choose distance' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(within(dialog).getByRole('listbox', { name: 'Whole kilometres' })).getByText('21'),
    );
    await user.click(
      within(within(dialog).getByRole('listbox', { name: 'Tenths' })).getByText('1'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(getField('Distance in km')).toHaveValue('21.1');
    expect(getField('Distance in miles')).toHaveValue('13.1');

    await user.click(screen.getByRole('button', { name: 'Choose distance' }));
    const again = await screen.findByRole('dialog');
    await user.click(
      within(within(again).getByRole('listbox', { name: 'Whole kilometres' })).getByText('3'),
    );
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    expect(getField('Distance in km')).toHaveValue('21.1');
  });

  it('asks for a distance, and refuses one above the event maximum', async () => {
    mockFormCalls();
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Distance is required')).toHaveLength(2);

    await user.type(getField('Distance in km'), '51');
    expect(
      await screen.findByText('Please enter a distance greater than 0 and at most 50.9 km'),
    ).toBeInTheDocument();
  });

  it('refuses a fourth photo with the message', async () => {
    mockFormCalls();
    stubObjectUrls();
    const { user } = await openForm();

    await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(3);

    await user.upload(photoInput(), photo('d.jpg'));

    expect(screen.getByRole('alert')).toHaveTextContent('No more than 3 images allowed');
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(3);
  });

  it('counts the notice characters and refuses more than 200', async () => {
    mockFormCalls();
    const { user } = await openForm();
    const notice = screen.getByRole('textbox', { name: 'Note' });

    await user.type(notice, 'Windy');
    expect(screen.getByText('5/200 characters')).toBeInTheDocument();

    await user.click(notice);
    await user.paste('x'.repeat(196));
    expect(screen.getByText('201/200 characters')).toBeInTheDocument();
    expect(await screen.findByText('The note may have at most 200 characters')).toBeInTheDocument();
  });

  it('creates the activity with an Idempotency-Key and then shows my activity', async () => {
    const calls = mockFormCalls({
      'POST /api/activities': { status: 201, body: buildActivity() },
      [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    });
    const { user, router } = await openForm();
    const today = dayIn('Europe/Berlin');

    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await user.click(screen.getByRole('button', { name: dayjs(today).format('D MMMM YYYY') }));
    await user.type(getField('Distance in km'), '7.5');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Lunch run');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Activity created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/activities');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      eventId: event._id,
      date: today,
      distanceKm: 7.5,
      distanceMile: 4.7,
      notice: 'Lunch run',
      durationMinutes: null,
    });
  });

  it('keeps the values and shows the field error when the server refuses the date', async () => {
    mockFormCalls({
      'POST /api/activities': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { date: ['DATE_OUT_OF_RANGE'] }),
      },
    });
    const { user } = await openForm();
    const today = dayIn('Europe/Berlin');

    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await user.click(screen.getByRole('button', { name: dayjs(today).format('D MMMM YYYY') }));
    await user.type(getField('Distance in km'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Create activity failed')).toBeInTheDocument();
    expect(
      screen.getByText('The date must lie between the start of the challenge and today'),
    ).toBeInTheDocument();
    expect(getField('Distance in km')).toHaveValue('7.5');
  });

  it('does not let an ended event be changed', async () => {
    mockFormCalls({
      'GET /api/profile/events': {
        body: { docs: [buildMyEvent({ ...runningChallenge, state: 'ended' })] },
      },
    });
    await openForm();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('deletes a removed photo before updating, and sends no photo again', async () => {
    const stored = buildActivity({
      images: [
        { _id: 'image-1', url: '/media/1.webp', thumbUrl: '/media/1-thumb.webp' },
        { _id: 'image-2', url: '/media/2.webp', thumbUrl: '/media/2-thumb.webp' },
      ],
    });
    const calls = mockFormCalls({
      'GET /api/activities/activity-1': { body: stored },
      'DELETE /api/images/image-1': { body: { msg: 'DELETED' } },
      'PATCH /api/activities/activity-1': {
        body: { ...stored, distanceKm: 12, distanceMile: 7.5 },
      },
      [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    });
    const { user, router } = await openForm(`${formPath}/activity-1`);

    expect(getField('Distance in km')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.clear(getField('Distance in km'));
    await user.type(getField('Distance in km'), '12');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Activity updated')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual([
      'POST /api/activities/check',
      'DELETE /api/images/image-1',
      'PATCH /api/activities/activity-1',
    ]);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      date: '2025-03-05',
      distanceKm: 12,
      distanceMile: 7.5,
      notice: 'Morning run',
      durationMinutes: null,
    });
  });
});
