import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const springRun = buildEvent();

async function openEventDialog(mode: 'create' | 'edit', handlers: Record<string, MockReply> = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events': { body: buildPage([springRun]) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/events');
  await screen.findByText('Spring Run', {}, { timeout: PAGE_LOAD_MS });
  await user.click(
    screen.getByRole('button', { name: mode === 'create' ? 'Add challenge' : 'Edit Spring Run' }),
  );
  const dialog = await screen.findByRole('dialog');
  return { user, calls, dialog, ...view };
}

/** The date picker button labelled `label`. */
const datePicker = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${label}`) });

/** Opens a date picker and picks a day of the month it shows. */
async function pickDay(user: UserEvent, dialog: HTMLElement, label: string, day: dayjs.Dayjs) {
  await user.click(datePicker(dialog, label));
  await user.click(
    await screen.findByRole('button', { name: day.locale('en').format('D MMMM YYYY') }),
  );
}

describe('admin event form', () => {
  it('starts a new challenge with 100 km, 62.14 miles, visible to participants', async () => {
    await openEventDialog('create');
    expect(getField('Target (km)')).toHaveValue('100');
    expect(getField('Target (miles)')).toHaveValue('62.14');
    expect(getField('Status')).toHaveValue('Visible to participants');
  });

  it('hides a challenge from participants with the hidden status (0)', async () => {
    const { user, calls } = await openEventDialog('edit', {
      'PATCH /api/events/event-1': { body: buildEvent({ status: 0 }) },
    });
    await user.click(getField('Status'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Visible to participants', 'Hidden (draft)']);
    await user.click(screen.getByRole('option', { name: 'Hidden (draft)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The challenge has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ status: 0 });
  });

  it('converts kilometres into miles with two decimals', async () => {
    const { user } = await openEventDialog('create');
    await user.clear(getField('Target (km)'));
    await user.type(getField('Target (km)'), '42.2');
    expect(getField('Target (miles)')).toHaveValue('26.22');
    await user.clear(getField('Target (km)'));
    expect(getField('Target (miles)')).toHaveValue('');
  });

  it('converts miles into kilometres with two decimals', async () => {
    const { user } = await openEventDialog('create');
    await user.clear(getField('Target (miles)'));
    await user.type(getField('Target (miles)'), '10');
    expect(getField('Target (km)')).toHaveValue('16.09');
  });

  it('names the required name, start date and end date when saving an empty event', async () => {
    const { user, dialog, calls } = await openEventDialog('create');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Challenge name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('End date is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an end date before the start date', async () => {
    const { user, dialog, calls } = await openEventDialog('edit');
    expect(datePicker(dialog, 'Start date')).toHaveTextContent('10/06/2026');
    await pickDay(user, dialog, 'End date', dayjs('2026-06-05'));
    expect(
      await within(dialog).findByText('The end date must not be before the start date'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends the dates as YYYY-MM-DD, closes the dialog and reloads page 1', async () => {
    const { user, dialog, calls } = await openEventDialog('create', {
      'POST /api/events': { status: 201, body: buildEvent({ _id: 'event-2' }) },
    });
    const start = dayjs().date(3);
    const end = dayjs().date(24);
    await user.type(getField('Challenge name'), ' Autumn Hike ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Up the hill');
    await pickDay(user, dialog, 'Start date', start);
    await pickDay(user, dialog, 'End date', end);
    expect(datePicker(dialog, 'Start date')).toHaveTextContent(start.format('DD/MM/YYYY'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The challenge has been created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Autumn Hike',
      description: 'Up the hill',
      names: { de: '', en: '' },
      descriptions: { de: '', en: '' },
      startDate: start.format('YYYY-MM-DD'),
      endDate: end.format('YYYY-MM-DD'),
      status: 1,
      maximumKm: 100,
      maximumMile: 62.14,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/events').length).toBe(2);
  });

  it('shows a refused field under its input and keeps what was typed', async () => {
    const { user, dialog, calls } = await openEventDialog('edit', {
      'PATCH /api/events/event-1': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { maximumMile: ['DISTANCE_MISMATCH'] }),
      },
    });
    await user.clear(getField('Challenge name'));
    await user.type(getField('Challenge name'), 'Spring Run 2026');
    await user.clear(getField('Target (km)'));
    await user.type(getField('Target (km)'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Kilometres and miles do not match'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Spring Run 2026',
      startDate: '2026-06-10',
      endDate: '2026-06-20',
      maximumKm: 80,
      maximumMile: 49.71,
    });
    expect(getField('Challenge name')).toHaveValue('Spring Run 2026');
    expect(getField('Target (km)')).toHaveValue('80');
  });
});
