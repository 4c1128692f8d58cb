import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

async function openChangePassword(answer?: MockReply) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    ...(answer ? { 'POST /api/profile/changePassword': answer } : {}),
  });
  const user = userEvent.setup();
  const view = renderApp('/changePassword');
  await screen.findByRole('button', { name: 'Change password' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, ...view };
}

const submitButton = () => screen.getByRole('button', { name: 'Change password' });

describe('change password form', () => {
  it('reports a confirmation that differs from the new password', async () => {
    const { user } = await openChangePassword();
    await user.type(getField('New password'), 'secret1');
    await user.type(getField('Confirm new password'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Password and confirmation do not match')).toBeInTheDocument();
  });

  it('applies the shared password rule to the new password', async () => {
    const { user } = await openChangePassword();
    await user.type(getField('New password'), 'abc');
    await user.tab();
    expect(
      await screen.findByText(
        'The password must be 5 to 20 characters long and must not contain spaces',
      ),
    ).toBeInTheDocument();
  });

  it('names the current password when it is left empty', async () => {
    const { user } = await openChangePassword();
    await user.click(getField('Current password'));
    await user.tab();
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  });

  it('keeps the button disabled until all three fields are valid', async () => {
    const { user } = await openChangePassword();
    expect(submitButton()).toBeDisabled();
    await user.type(getField('Current password'), 'old-secret');
    await user.type(getField('New password'), 'secret1');
    expect(submitButton()).toBeDisabled();
    await user.type(getField('Confirm new password'), 'secret');
    await user.tab();
    await screen.findByText('Password and confirmation do not match');
    expect(submitButton()).toBeDisabled();
    await user.type(getField('Confirm new password'), '1');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('sends the trimmed passwords and returns to the profile', async () => {
    const { user, calls, router } = await openChangePassword({ body: { msg: 'PASSWORD_CHANGED' } });
    await user.type(getField('Current password'), ' old-secret ');
    await user.type(getField('New password'), 'secret1 ');
    await user.type(getField('Confirm new password'), 'secret1');
    await user.click(submitButton());

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      oldPassword: 'old-secret',
      newPassword: 'secret1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows a wrong current password on that field and keeps the entries', async () => {
    const { user } = await openChangePassword({
      status: 409,
      body: apiErrorBody('WRONG_PASSWORD'),
    });
    await user.type(getField('Current password'), 'not-it');
    await user.type(getField('New password'), 'secret1');
    await user.type(getField('Confirm new password'), 'secret1');
    await user.click(submitButton());

    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(screen.getByText('Your password could not be changed.')).toBeInTheDocument();
    expect(getField('Current password')).toHaveAccessibleDescription(
      expect.stringContaining('The password is not correct.'),
    );
    expect(getField('New password')).toHaveValue('secret1');
  });

  it('goes back to the profile on cancel', async () => {
    const { user, router } = await openChangePassword();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
