import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildProfile } from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const realSignOut = useAuthStore.getState().signOut;

afterEach(() => useAuthStore.setState({ signOut: realSignOut }));

async function openProfile(deleteAnswer: MockReply) {
  signInAs('user');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'DELETE /api/users/': deleteAnswer,
  });
  // The real sign-out reloads the page, which jsdom cannot do.
  const signOut = vi.fn(async () => {});
  useAuthStore.setState({ signOut });
  const user = userEvent.setup();
  renderApp('/profile');
  await screen.findByRole('button', { name: 'Delete account' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, signOut };
}

describe('leaving the app', () => {
  it('names the action "Delete account" and says what it deletes', async () => {
    await openProfile({ status: 204 });
    expect(
      screen.getByText(/Deletes your account with your profile, activities, photos/),
    ).toBeInTheDocument();
  });

  it('deletes the own account after confirmation and signs out to the register page', async () => {
    const { user, calls, signOut } = await openProfile({ status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await findSpecConfirmation();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Your account has been deleted. Goodbye!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/')).toBe(true);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('/register'), { timeout: 3000 });
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    const { user, calls, signOut } = await openProfile({ status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('stays signed in and reports the error when the deletion fails', async () => {
    const { user, signOut } = await openProfile({
      status: 500,
      body: apiErrorBody('INTERNAL'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
