import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildProfile } from '../../../test/factories';
import {
  apiErrorBody,
  type MockReply,
  mockFetch,
  type RecordedCall,
} from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const stored = {
  _id: 'notice-1',
  title: 'Welcome',
  notice: 'Team run on Friday',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

type Handler = MockReply | ((request: { body: unknown }) => MockReply);

async function openDashboard(notices: unknown[], handlers: Record<string, Handler> = {}) {
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ role: 'admin' }) },
    'GET /api/activities/newFeedsAdmin': { body: { docs: notices } },
    ...handlers,
  });
  signInAs('admin');
  const user = userEvent.setup();
  renderApp('/dashboard');
  const field = (await screen.findByRole(
    'textbox',
    { name: /^Note/ },
    { timeout: PAGE_LOAD_MS },
  )) as HTMLTextAreaElement;
  return { calls, user, field };
}

const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('newsfeed notice on the dashboard', () => {
  it('keeps save disabled while the notice is empty or longer than 200 characters', async () => {
    const { user, field } = await openDashboard([]);
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    expect(screen.getByText('0 / 200 characters')).toBeInTheDocument();

    await user.type(field, '   ');
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201 / 200 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(field, '{Backspace}');
    expect(screen.getByText('200 / 200 characters')).toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('creates the notice when there is none', async () => {
    const { calls, user, field } = await openDashboard([], {
      'POST /api/activities/adminCreate': ({ body }) => ({
        body: { ...stored, ...(body as object), _id: 'notice-2' },
      }),
    });

    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Hello');
    await user.type(field, '  Run safely  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('The note has been saved.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/activities/adminCreate')[0]?.body).toEqual({
      title: 'Hello',
      notice: 'Run safely',
      titles: { de: '', en: '' },
      notices: { de: '', en: '' },
    });
    expect(await screen.findByRole('button', { name: 'Delete note' })).toBeInTheDocument();
  });

  it('loads the current notice and saves changes to it', async () => {
    const { calls, user, field } = await openDashboard([stored], {
      'PATCH /api/activities/adminUpdate/notice-1': ({ body }) => ({
        body: { ...stored, ...(body as object) },
      }),
    });
    expect(field).toHaveValue('Team run on Friday');
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Welcome');

    await user.clear(field);
    await user.type(field, 'Team run on Saturday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('The note has been saved.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/api/activities/adminUpdate/notice-1')[0]?.body).toEqual({
      title: 'Welcome',
      notice: 'Team run on Saturday',
      titles: { de: '', en: '' },
      notices: { de: '', en: '' },
    });
    expect(sent(calls, 'POST', '/api/activities/adminCreate')).toHaveLength(0);
    expect(field).toHaveValue('Team run on Saturday');
  });

  it('loads and saves the German and English texts (decision 075)', async () => {
    const bilingual = {
      ...stored,
      titles: { de: 'Willkommen', en: 'Welcome!' },
      notices: { de: 'Lauftreff am Freitag', en: '' },
    };
    const { calls, user } = await openDashboard([bilingual], {
      'PATCH /api/activities/adminUpdate/notice-1': ({ body }) => ({
        body: { ...bilingual, ...(body as object) },
      }),
    });
    const textbox = (name: string) => screen.getByRole('textbox', { name });
    expect(textbox('German title')).toHaveValue('Willkommen');
    expect(textbox('German note')).toHaveValue('Lauftreff am Freitag');
    await user.type(textbox('English note'), 'Team run on Friday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('The note has been saved.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/api/activities/adminUpdate/notice-1')[0]?.body).toMatchObject({
      titles: { de: 'Willkommen', en: 'Welcome!' },
      notices: { de: 'Lauftreff am Freitag', en: 'Team run on Friday' },
    });
    expect(textbox('English note')).toHaveValue('Team run on Friday');
  });

  it('keeps the text and says so when the save fails', async () => {
    const { user, field } = await openDashboard([stored], {
      'PATCH /api/activities/adminUpdate/notice-1': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { notice: ['TOO_LONG'] }),
      },
    });

    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('The note could not be saved.')).toBeInTheDocument();
    expect(screen.getByText('This value is too long')).toBeInTheDocument();
    expect(field).toHaveValue('Team run on Friday!');
  });

  it('deletes the notice after confirmation', async () => {
    const { calls, user, field } = await openDashboard([stored], {
      'DELETE /api/activities/adminDelete/notice-1': { body: { msg: 'DELETED' } },
    });

    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    const dialog = await findSpecConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The note has been deleted.')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/activities/adminDelete/notice-1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
    expect(field).not.toBeInTheDocument();
  });
});
