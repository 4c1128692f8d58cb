import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { currentLanguage } from '../../../lib/i18n';
import { buildPage, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';

const newcomer = buildProfile({ _id: 'user-7', language: 'DE', firstTimeLogin: true });

/** The answers the profile step needs once the person is signed in. */
const signedInPages = {
  'GET /api/profile': { body: newcomer },
  'GET /api/profile/events': { body: { docs: [] } },
  'GET /api/notifications': { body: buildPage([]) },
};

describe('the registration confirmation page (decision 080)', () => {
  it('signs the person in with the session of the answer and continues to the profile step in their language', async () => {
    const calls = mockFetch({
      ...signedInPages,
      'POST /api/users/auth/verify': {
        body: {
          msg: 'EMAIL_VERIFIED',
          token: 'session-of-the-link',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          user: newcomer,
        },
      },
    });
    const { router } = renderApp('/registrationConfirm/link-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), {
      timeout: PAGE_LOAD_MS,
    });
    expect(useAuthStore.getState()).toMatchObject({
      authed: true,
      token: 'session-of-the-link',
      role: 'user',
      userId: 'user-7',
    });
    expect(localStorage.getItem('auth_token')).toBe('session-of-the-link');
    expect(currentLanguage()).toBe('de');
    expect(
      await screen.findByText(
        'Willkommen bei der Charity Challenge!',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/auth/verify')).toHaveLength(1);
  });

  it('offers the login, as before, when the server answers the message alone', async () => {
    mockFetch({ 'POST /api/users/auth/verify': { body: { msg: 'EMAIL_VERIFIED' } } });
    const { router } = renderApp('/registrationConfirm/link-token');

    expect(
      await screen.findByRole('link', { name: 'Go to login' }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('Registration complete')).toBeInTheDocument();
    expect(useAuthStore.getState().authed).toBe(false);
    expect(router.state.location.pathname).toBe('/registrationConfirm/link-token');
  });

  it('shows why a used link failed and signs nobody in', async () => {
    mockFetch({
      'POST /api/users/auth/verify': {
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_VERIFIED' } },
      },
    });
    renderApp('/registrationConfirm/link-token');

    expect(
      await screen.findByText('Confirmation failed', {}, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().authed).toBe(false);
  });
});
