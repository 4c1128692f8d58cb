import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUser, buildCommunication, buildEvent, buildPage } from '../../../test/factories';
import { apiErrorBody, type Handlers, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import {
  listQueries,
  messageBox,
  openAddDialog,
  openCommunications,
} from '../communications.test-support';

type User = ReturnType<typeof userEvent.setup>;

async function openForm(handlers: Handlers = {}) {
  const view = await openCommunications([], {
    'POST /api/communications': { status: 201, body: buildCommunication({ status: 'queued' }) },
    ...handlers,
  });
  const dialog = await openAddDialog(view.user);
  return { ...view, dialog };
}

/** Picks an option of one of the dialog's dropdowns. */
async function choose(user: User, label: string, option: string) {
  await user.click(getField(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function write(
  user: User,
  dialog: HTMLElement,
  language: 'German' | 'English',
  text: string,
) {
  if (language === 'English')
    await user.click(within(dialog).getByRole('tab', { name: /English/ }));
  else await user.click(within(dialog).getByRole('tab', { name: /Deutsch/ }));
  const box = messageBox(dialog, language);
  await user.click(box);
  await user.paste(text);
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('communication form', () => {
  it('offers e-mail addresses as audience only on the e-mail channel', async () => {
    const { user } = await openForm();
    await user.click(getField('Audience'));
    expect(optionNames()).toEqual([
      'All active users',
      'Participants of challenges',
      'Chosen users',
    ]);
    await user.keyboard('{Escape}');

    await choose(user, 'Channel', 'E-mail');
    await choose(user, 'Audience', 'E-mail addresses');
    expect(getField('E-mail addresses')).toBeInTheDocument();

    await choose(user, 'Channel', 'Notification');
    expect(getField('Audience')).toHaveValue('All active users');
    expect(screen.queryByLabelText(/E-mail addresses/)).not.toBeInTheDocument();
  });

  it('resets to a notification for all users with nothing chosen', async () => {
    const { user, dialog } = await openForm({
      'GET /api/users': { body: buildPage([buildAdminUser()]) },
    });
    await choose(user, 'Channel', 'E-mail');
    await choose(user, 'Audience', 'Chosen users');
    await choose(user, 'Users', 'Ben Meyer (ben@example.com)');

    await user.click(within(dialog).getByRole('button', { name: /Reset/ }));
    expect(getField('Channel')).toHaveValue('Notification');
    expect(getField('Audience')).toHaveValue('All active users');
    expect(screen.queryByLabelText(/^Users/)).not.toBeInTheDocument();

    await choose(user, 'Audience', 'Chosen users');
    // Offered again in the list of users, but no longer chosen.
    const chosen = within(dialog)
      .queryAllByText('Ben Meyer (ben@example.com)')
      .filter((text) => !text.closest('[role="option"]'));
    expect(chosen).toEqual([]);
  });

  it('enables sending once a name and a message in one language are written', async () => {
    const { user, dialog } = await openForm();
    expect(sendButton(dialog)).toBeDisabled();
    await user.type(getField('Name'), 'Summer party');
    expect(sendButton(dialog)).toBeDisabled();
    await write(user, dialog, 'English', 'Join us on Friday!');
    expect(sendButton(dialog)).toBeEnabled();
    expect(within(dialog).getByRole('tab', { name: 'English ✓' })).toBeInTheDocument();

    await user.clear(getField('Name'));
    expect(sendButton(dialog)).toBeDisabled();
  });

  it('sends a bilingual notification to all active users', async () => {
    const { user, dialog, calls } = await openForm();
    await user.type(getField('Name'), 'Summer party');
    await write(user, dialog, 'German', 'Feiern Sie mit!');
    await write(user, dialog, 'English', 'Join us!');
    const loads = listQueries().length;
    await user.click(sendButton(dialog));

    expect(await screen.findByText('The communication is being sent.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Summer party',
      messages: { de: '<p>Feiern Sie mit!</p>', en: '<p>Join us!</p>' },
      select: 'notification',
      type: 'all',
      data: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(loads));
  });

  it('sends a title per language with the message (decision 075)', async () => {
    const { user, dialog, calls } = await openForm();
    await user.type(getField('Name'), 'Welcome');
    await user.type(getField('Title in German (optional)'), 'Willkommen');
    await user.type(getField('Title in English (optional)'), 'Welcome aboard');
    await write(user, dialog, 'German', 'Hallo!');
    await write(user, dialog, 'English', 'Hello!');
    await user.click(sendButton(dialog));

    expect(await screen.findByText('The communication is being sent.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Welcome',
      names: { de: 'Willkommen', en: 'Welcome aboard' },
      messages: { de: '<p>Hallo!</p>', en: '<p>Hello!</p>' },
    });
  });

  it('sends to the participants of events found by name', async () => {
    const { user, dialog, calls } = await openForm({
      'GET /api/events': {
        body: buildPage([buildEvent(), buildEvent({ _id: 'event-2', name: 'Autumn Walk' })]),
      },
    });
    await user.type(getField('Name'), 'Route change');
    await choose(user, 'Audience', 'Participants of challenges');
    await user.type(getField('Challenges'), 'walk');
    await waitFor(() => expect(requestedQueries('/api/events').at(-1)?.get('filter')).toBe('walk'));
    expect(Object.fromEntries(requestedQueries('/api/events').at(-1) ?? [])).toEqual({
      page: '1',
      limit: '100',
      filter: 'walk',
      fields: 'name',
    });
    await user.click(await screen.findByRole('option', { name: 'Autumn Walk' }));
    await write(user, dialog, 'German', 'Neue Strecke');
    await user.click(sendButton(dialog));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Route change',
        messages: { de: '<p>Neue Strecke</p>' },
        select: 'notification',
        type: 'event',
        data: ['event-2'],
      }),
    );
  });

  it('sends an e-mail to users found by name or address, shown with both', async () => {
    const { user, dialog, calls } = await openForm({
      'GET /api/users': { body: buildPage([buildAdminUser()]) },
    });
    await user.type(getField('Name'), 'Your account');
    await choose(user, 'Channel', 'E-mail');
    await choose(user, 'Audience', 'Chosen users');
    await user.type(getField('Users'), 'ben');
    await waitFor(() => expect(requestedQueries('/api/users').at(-1)?.get('filter')).toBe('ben'));
    expect(Object.fromEntries(requestedQueries('/api/users').at(-1) ?? [])).toEqual({
      page: '1',
      limit: '100',
      filter: 'ben',
      fields: 'email,firstName,lastName',
    });
    await user.click(await screen.findByRole('option', { name: 'Ben Meyer (ben@example.com)' }));
    await write(user, dialog, 'English', 'Hello Ben');
    await user.click(sendButton(dialog));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Your account',
        messages: { en: '<p>Hello Ben</p>' },
        select: 'email',
        type: 'user',
        data: ['user-2'],
      }),
    );
  });

  it('adds typed addresses as chips with Enter or Tab, refusing malformed and repeated ones', async () => {
    const { user, dialog, calls } = await openForm();
    await user.type(getField('Name'), 'Invitation');
    await choose(user, 'Channel', 'E-mail');
    await choose(user, 'Audience', 'E-mail addresses');
    const field = getField('E-mail addresses');

    await user.type(field, 'anna@example.com{Enter}');
    await user.type(field, 'ben@example.com');
    await user.tab();
    expect(within(dialog).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('ben@example.com')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, 'not-an-address{Enter}');
    expect(
      within(dialog).getByText('not-an-address is not a valid email address.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('not-an-address');

    await user.clear(field);
    expect(within(dialog).queryByText(/is not a valid email address/)).not.toBeInTheDocument();
    await user.type(field, 'Anna@example.com');
    await user.tab();
    expect(
      within(dialog).getByText('Anna@example.com has already been added.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove ben@example.com' }));
    await user.clear(field);
    await write(user, dialog, 'English', 'You are invited');
    await user.click(sendButton(dialog));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Invitation',
        messages: { en: '<p>You are invited</p>' },
        select: 'email',
        type: 'email',
        data: ['anna@example.com'],
      }),
    );
  });

  it('asks for recipients before sending to chosen users', async () => {
    const { user, dialog, calls } = await openForm({
      'GET /api/users': { body: buildPage([buildAdminUser()]) },
    });
    await user.type(getField('Name'), 'Your account');
    await choose(user, 'Audience', 'Chosen users');
    await write(user, dialog, 'English', 'Hello');
    await user.click(sendButton(dialog));
    expect(
      await within(dialog).findByText('Please choose at least one recipient'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s objection on its field and keeps everything typed', async () => {
    const { user, dialog } = await openForm({
      'GET /api/events': { body: buildPage([buildEvent()]) },
      'POST /api/communications': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { 'data.0': ['UNKNOWN_RECIPIENT'] }),
      },
    });
    await user.type(getField('Name'), 'Route change');
    await choose(user, 'Audience', 'Participants of challenges');
    await choose(user, 'Challenges', 'Spring Run');
    await write(user, dialog, 'German', 'Neue Strecke');
    await user.click(sendButton(dialog));

    expect(
      await within(dialog).findByText('A chosen recipient no longer exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add communication' })).toBeInTheDocument();
    expect(getField('Name')).toHaveValue('Route change');
    expect(within(dialog).getByText('Spring Run')).toBeInTheDocument();
    expect(messageBox(dialog, 'German')).toHaveTextContent('Neue Strecke');
  });
});
