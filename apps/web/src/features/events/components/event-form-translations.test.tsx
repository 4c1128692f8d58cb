import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

/** An event written in both languages, with an image. */
const springRun = buildEvent({
  names: { de: 'Frühlingslauf', en: 'Spring Run EN' },
  descriptions: { de: 'Auf Deutsch', en: 'In English' },
  imageUrl: '/uploads/events/cover.webp?exp=1&sig=x',
});

async function openEditDialog(handlers: Record<string, MockReply> = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/events': { body: buildPage([springRun]) },
    ...handlers,
  });
  const user = userEvent.setup();
  renderApp('/events');
  await screen.findByText('Spring Run', {}, { timeout: PAGE_LOAD_MS });
  await user.click(screen.getByRole('button', { name: 'Edit Spring Run' }));
  const dialog = await screen.findByRole('dialog');
  return { user, calls, dialog };
}

describe('the German and English texts of the event form (decision 075)', () => {
  it('starts from the stored texts and sends both languages with the save', async () => {
    const { user, calls, dialog } = await openEditDialog({
      'PATCH /api/events/event-1': { body: springRun },
    });
    expect(getField('Name in German')).toHaveValue('Frühlingslauf');
    expect(getField('Name in English')).toHaveValue('Spring Run EN');
    expect(screen.getByRole('textbox', { name: 'Description in German' })).toHaveValue(
      'Auf Deutsch',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Description in English' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Description in English' }),
      'Run for clean water',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The challenge has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Spring Run',
      names: { de: 'Frühlingslauf', en: 'Spring Run EN' },
      descriptions: { de: 'Auf Deutsch', en: 'Run for clean water' },
    });
  });

  it('shows a refused translation under its input and keeps what was typed', async () => {
    const { user, dialog } = await openEditDialog({
      'PATCH /api/events/event-1': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { 'names.en': ['INVALID'] }),
      },
    });
    await user.clear(getField('Name in English'));
    await user.type(getField('Name in English'), 'Odd name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(getField('Name in English')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(getField('Name in English')).toHaveValue('Odd name');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe("the event form's image", () => {
  it('uploads a chosen image after saving the event', async () => {
    const { user, calls, dialog } = await openEditDialog({
      'PATCH /api/events/event-1': { body: springRun },
      'POST /api/events/event-1/image': { body: springRun },
    });
    expect(within(dialog).getByRole('img', { name: "The challenge's image" })).toHaveAttribute(
      'src',
      springRun.imageUrl,
    );
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' });
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The challenge has been updated.')).toBeInTheDocument();
    const upload = calls.find((c) => c.method === 'POST' && c.path === '/api/events/event-1/image');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('removes the image on save when asked', async () => {
    const { user, calls, dialog } = await openEditDialog({
      'PATCH /api/events/event-1': { body: springRun },
      'DELETE /api/events/event-1/image': { body: { ...springRun, imageUrl: undefined } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(within(dialog).getByText('The image will be removed when you save.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.path === '/api/events/event-1/image'),
      ).toBe(true),
    );
  });

  it('names a file that is no image and sends nothing', async () => {
    const { user, calls, dialog } = await openEditDialog();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['text'], 'notes.txt', { type: 'text/plain' });
    // The picker offers images only; a file dropped past it still reaches the check.
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image could not be read.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
