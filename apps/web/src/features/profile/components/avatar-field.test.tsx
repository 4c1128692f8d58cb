import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubObjectUrls } from '../../../test/browser-stubs';
import { buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('avatar field', () => {
  it('offers only PNG and JPEG files', async () => {
    signInAs('user');
    mockFetch({ 'GET /api/profile': { body: buildProfile() } });
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Choose picture' }, { timeout: PAGE_LOAD_MS });
    expect(fileInput().accept).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
  });

  it('rejects a GIF without uploading it', async () => {
    signInAs('user');
    const calls = mockFetch({ 'GET /api/profile': { body: buildProfile() } });
    // The picker's filter can be bypassed ("all files"), so the check must not rely on it.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Choose picture' }, { timeout: PAGE_LOAD_MS });

    await user.upload(fileInput(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PNG or JPG image.');
    expect(calls.some((c) => c.path === '/api/profile/avatar')).toBe(false);
  });

  it('uploads a PNG and shows the new picture', async () => {
    signInAs('user');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'POST /api/profile/avatar': { body: buildProfile({ avatar: '/uploads/avatar.png' }) },
    });
    stubObjectUrls();
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Choose picture' }, { timeout: PAGE_LOAD_MS });

    await user.upload(fileInput(), new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/profile/avatar')?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('avatar')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
  });

  it('shows why the server refused the picture', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'POST /api/profile/avatar': { status: 400, body: apiErrorBody('INVALID_IMAGE') },
    });
    stubObjectUrls();
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Choose picture' }, { timeout: PAGE_LOAD_MS });

    await user.upload(fileInput(), new File(['not really'], 'me.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image could not be read. Please choose a PNG or JPEG file.',
    );
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });
});
