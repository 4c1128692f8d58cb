import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

async function openReset() {
  const user = userEvent.setup();
  const view = renderApp('/resetPassword/reset-token-1');
  await screen.findByRole('heading', { name: 'Set a new password' });
  return { user, ...view };
}

describe('reset password page', () => {
  it('reports a confirmation that differs from the new password', async () => {
    mockFetch({});
    const { user } = await openReset();
    await user.type(getField('New password'), 'secret1');
    await user.type(getField('Password confirmation'), 'secret9');
    await user.tab();
    expect(await screen.findByText('Password and confirmation do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled();
  });

  it('applies the shared password rule', async () => {
    mockFetch({});
    const { user } = await openReset();
    await user.type(getField('New password'), 'has space');
    await user.tab();
    expect(
      await screen.findByText(
        'The password must be 5 to 20 characters long and must not contain spaces',
      ),
    ).toBeInTheDocument();
  });

  it('sets the password with the link token and goes to the login', async () => {
    const calls = mockFetch({
      'POST /api/users/auth/reset': { body: { msg: 'PASSWORD_CHANGED' } },
    });
    const { user, router } = await openReset();
    await user.type(getField('New password'), 'secret1');
    await user.type(getField('Password confirmation'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]?.body).toEqual({ id: 'reset-token-1', password: 'secret1' });
  });

  it('offers a new link when the reset link has expired', async () => {
    mockFetch({
      'POST /api/users/auth/reset': { status: 404, body: apiErrorBody('RESET_LINK_INVALID') },
    });
    const { user } = await openReset();
    await user.type(getField('New password'), 'secret1');
    await user.type(getField('Password confirmation'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(getField('New password')).toHaveValue('secret1');
  });
});
