import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { buildPage, buildProfile, buildSettings } from '../../test/factories';
import { apiErrorBody, mockFetch } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';

/*
 * The company sign-in in the web app (decision 090): the login page's button where the
 * settings name one, the refusals the server sends back to the login page, and the page that
 * turns the server's one-time code into the session.
 */

const employee = buildProfile({ _id: 'user-9', language: 'EN', firstTimeLogin: false });

/** The answers a signed-in participant's first pages need. */
const signedInPages = {
  'GET /api/profile': { body: employee },
  'GET /api/profile/events': { body: { docs: [] } },
  'GET /api/notifications': { body: buildPage([]) },
};

const companyButton = () =>
  screen.findByRole(
    'link',
    { name: 'Sign in with your company account' },
    { timeout: PAGE_LOAD_MS },
  );

describe("the login page's company button", () => {
  it('leads to the server’s start with the keep-me-logged-in choice', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings({ companySignIn: { label: null } }) } });
    const user = userEvent.setup();
    renderApp('/login');

    const button = await companyButton();
    expect(button).toHaveAttribute('href', '/api/users/auth/oidc/start?keepLoggedIn=true');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    expect(button).toHaveAttribute('href', '/api/users/auth/oidc/start?keepLoggedIn=false');
  });

  it("shows the operator's label", async () => {
    mockFetch({
      'GET /api/settings': { body: buildSettings({ companySignIn: { label: 'Contoso SSO' } }) },
    });
    renderApp('/login');
    expect(
      await screen.findByRole('link', { name: 'Contoso SSO' }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
  });

  it('is not there on a platform without company sign-in', async () => {
    const calls = mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/settings')).toBe(true));
    expect(screen.queryByRole('link', { name: /company account/ })).not.toBeInTheDocument();
  });
});

describe('a refusal the server sends back', () => {
  it('is explained in the failed-login popup over the login page', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings({ companySignIn: { label: null } }) } });
    const { router } = renderApp('/companySignIn?error=SSO_CANCELLED');

    const dialog = await screen.findByRole('dialog', {}, { timeout: PAGE_LOAD_MS });
    expect(
      within(dialog).getByText(
        "The login with your company account was cancelled or not permitted by your company's sign-in service.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authed).toBe(false);
  });

  it('names no more than a failure when the value is not one of the codes', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    renderApp('/companySignIn?error=%3Cscript%3E');
    const dialog = await screen.findByRole('dialog', {}, { timeout: PAGE_LOAD_MS });
    expect(
      within(dialog).getByText(
        'The login with your company account could not be completed. Please try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the page that finishes a company sign-in', () => {
  it('exchanges the code once, keeps the session as chosen and opens the path asked for', async () => {
    const calls = mockFetch({
      ...signedInPages,
      'POST /api/users/auth/oidc/session': {
        body: {
          token: 'company-session',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          user: employee,
          keepLoggedIn: false,
          returnTo: '/myActivity',
        },
      },
    });
    const { router } = renderApp('/companySignIn?code=one-time');

    await waitFor(() => expect(router.state.location.pathname).toBe('/myActivity'), {
      timeout: PAGE_LOAD_MS,
    });
    expect(useAuthStore.getState()).toMatchObject({ authed: true, token: 'company-session' });
    // Without keep-me-logged-in the session ends with the browser.
    expect(sessionStorage.getItem('auth_token')).toBe('company-session');
    expect(localStorage.getItem('auth_token')).toBeNull();
    const exchanges = calls.filter((c) => c.path === '/api/users/auth/oidc/session');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({ code: 'one-time' });
  });

  it('goes back to the login page with the reason when the code is refused', async () => {
    mockFetch({
      'GET /api/settings': { body: buildSettings() },
      'POST /api/users/auth/oidc/session': { status: 403, body: apiErrorBody('USER_DEACTIVATED') },
    });
    const { router } = renderApp('/companySignIn?code=late');

    const dialog = await screen.findByRole('dialog', {}, { timeout: PAGE_LOAD_MS });
    expect(within(dialog).getByText(/deactivated/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().authed).toBe(false);
  });
});
