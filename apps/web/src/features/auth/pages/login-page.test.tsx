import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';

/** The links under the login form (terms, imprint, privacy). */
async function legalLinks() {
  await screen.findByRole('heading', { name: 'Log in' });
  return within(screen.getByRole('navigation', { name: 'Legal information' }));
}

describe("the login page's legal links", () => {
  it("links the operator's imprint and privacy notice, read from the server's settings", async () => {
    mockFetch({
      'GET /api/settings': {
        body: buildSettings({
          imprintUrl: 'https://example.org/impressum',
          privacyUrl: 'https://example.org/datenschutz',
        }),
      },
    });
    renderApp('/login');
    const links = await legalLinks();

    const imprint = await links.findByRole('link', { name: 'Imprint' });
    expect(imprint).toHaveAttribute('href', 'https://example.org/impressum');
    expect(imprint).toHaveAttribute('target', '_blank');
    await waitFor(() =>
      expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        'https://example.org/datenschutz',
      ),
    );
  });

  it("opens the app's own privacy notice when the operator set none, and shows no imprint", async () => {
    const calls = mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const links = await legalLinks();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/settings')).toBe(true));

    expect(links.queryByRole('link', { name: 'Imprint' })).not.toBeInTheDocument();
    await user.click(links.getByRole('link', { name: 'Privacy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Privacy notice', level: 1 },
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
  });
});

describe("the login page's register line", () => {
  it('offers to create an account while registration is open', async () => {
    const calls = mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/settings')).toBe(true));

    expect(screen.getByText('New here?')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('leaves it out once the settings say registration is closed', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings({ registration: 'closed' }) } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });

    await waitFor(() => expect(screen.queryByText('New here?')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
