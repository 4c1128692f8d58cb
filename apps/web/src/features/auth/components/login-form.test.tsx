import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { apiErrorBody, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

/** What the form sent: every call but the page's own settings request (its legal links). */
function sent(calls: RecordedCall[]): RecordedCall[] {
  return calls.filter((call) => call.path !== '/api/settings');
}

async function openLogin() {
  const user = userEvent.setup();
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Log in' });
  return { user, ...view };
}

/** A server that lets a first-time participant in with session token `token`. */
function mockLoginAccepted(token: string) {
  const profile = buildProfile({ firstTimeLogin: true });
  const calls = mockFetch({
    'POST /api/users/auth/login': {
      body: { token, expiresAt: '2099-01-01T00:00:00.000Z', user: profile },
    },
    'GET /api/profile': { body: profile },
  });
  return { profile, calls };
}

describe('login form', () => {
  it('asks for both email and password when a field is left empty', async () => {
    mockFetch({});
    const { user } = await openLogin();
    await user.click(getField('Email'));
    await user.tab();
    expect(await screen.findByText('Please input both Email and Password!')).toBeInTheDocument();
  });

  it('rejects a malformed email address', async () => {
    mockFetch({});
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('clears a field error once the field is corrected', async () => {
    mockFetch({});
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(getField('Email'), '.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
  });

  it('shows a field the server refused under it and moves the focus there', async () => {
    mockFetch({
      'POST /api/users/auth/login': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { password: ['TOO_LONG'] }),
      },
    });
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example.com');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('This value is too long')).toBeInTheDocument();
    expect(getField('Password')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the login button disabled until email and password are valid', async () => {
    mockFetch({});
    const { user } = await openLogin();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(getField('Email'), 'anna@example.com');
    expect(button).toBeDisabled();
    await user.type(getField('Password'), 'secret1');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('answers Enter in an incomplete form with what is missing, and sends nothing', async () => {
    const calls = mockFetch({});
    const { user } = await openLogin();
    await user.click(getField('Email'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please input both Email and Password!')).toBeInTheDocument();
    expect(getField('Email')).toHaveFocus();
    expect(sent(calls)).toHaveLength(0);
  });

  it('signs in on Enter pressed as soon as both fields are filled', async () => {
    const { calls } = mockLoginAccepted('tok-1');
    const { router } = await openLogin();
    // As a password manager does: both values at once, then Enter before any check is back.
    fireEvent.change(getField('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(getField('Password'), { target: { value: 'secret1' } });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    fireEvent.keyDown(getField('Password'), { key: 'Enter' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent(calls)[0]?.path).toBe('/api/users/auth/login');
  });

  it('shows a wrong password in a popup and keeps what was typed', async () => {
    mockFetch({
      'POST /api/users/auth/login': { status: 409, body: apiErrorBody('WRONG_PASSWORD') },
    });
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example.com');
    await user.type(getField('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('INVALID EMAIL ADDRESS OR PASSWORD');
    expect(getField('Email')).toHaveValue('anna@example.com');
    expect(getField('Password')).toHaveValue('wrong-one');
  });

  it('explains a temporary lockout with the long text', async () => {
    mockFetch({
      'POST /api/users/auth/login': { status: 423, body: apiErrorBody('BLOCKED_USER') },
    });
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example.com');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Too many incorrect password attempts. Your account has been temporarily locked for 5 minutes.',
    );
  });

  it('sends an address of the company sign-in to its button with a text of its own', async () => {
    mockFetch({
      'POST /api/users/auth/login': { status: 403, body: apiErrorBody('SSO_REQUIRED') },
    });
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@company.example');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Please log in with your company account for this email address: use the company account button on the login page.',
    );
  });

  it('refuses to log in while offline', async () => {
    const calls = mockFetch({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await openLogin();
    await user.type(getField('Email'), 'anna@example.com');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You are offline');
    expect(sent(calls)).toHaveLength(0);
  });

  it('sends trimmed credentials, stores the session and opens the profile at first login', async () => {
    const { profile, calls } = mockLoginAccepted('tok-1');
    const { user, router } = await openLogin();
    await user.type(getField('Email'), '  Anna@Example.com ');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent(calls)[0]?.body).toEqual({
      email: 'anna@example.com',
      password: 'secret1',
      keepLoggedIn: true,
    });
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(localStorage.getItem('user_ID')).toBe(profile._id);
  });

  it('keeps a session without keep-me-logged-in in session storage only', async () => {
    mockLoginAccepted('tok-2');
    const { user, router } = await openLogin();
    await user.type(getField('Email'), 'anna@example.com');
    await user.type(getField('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sessionStorage.getItem('auth_token')).toBe('tok-2');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
