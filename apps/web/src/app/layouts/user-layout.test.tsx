import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSettings } from '../../test/factories';
import { mockFetch } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/** A participant's search page, the frame around it ready. */
async function openSearch() {
  signInAs('user');
  mockFetch({ 'GET /api/profile': { body: buildProfile() } });
  const user = userEvent.setup();
  const view = renderApp('/search');
  await screen.findByRole('searchbox', {}, { timeout: PAGE_LOAD_MS });
  return { user, ...view };
}

describe('the side menu', () => {
  it('opens from the menu button and closes with Escape, the focus back on the button', async () => {
    const { user } = await openSearch();
    const button = screen.getByRole('button', { name: 'Open menu' });

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Charity Challenge' });
    expect(within(drawer).getByRole('link', { name: 'Teams' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes once an entry is chosen and shows that page', async () => {
    const { user, router } = await openSearch();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Charity Challenge' });
    await user.click(within(drawer).getByRole('link', { name: 'Teams' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("the side menu's links to the operator's pages", () => {
  /** Opens the side menu of a participant on a deployment with `settings`. */
  async function openMenu(settings: Parameters<typeof buildSettings>[0]) {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/settings': { body: buildSettings(settings) },
    });
    const user = userEvent.setup();
    const view = renderApp('/search');
    await screen.findByRole('searchbox', {}, { timeout: PAGE_LOAD_MS });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Charity Challenge' });
    return { user, drawer: within(drawer), ...view };
  }

  it('lists the FAQ, the terms, the imprint and the privacy notice the operator configured', async () => {
    const { drawer } = await openMenu({
      faqUrl: 'https://example.org/faq',
      imprintUrl: 'https://example.org/impressum',
      privacyUrl: 'https://example.org/datenschutz',
    });
    expect(await drawer.findByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      'https://example.org/faq',
    );
    expect(drawer.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://example.org/impressum',
    );
    expect(drawer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://example.org/datenschutz',
    );
    const names = drawer.getAllByRole('link').map((link) => link.textContent);
    expect(names.slice(-4)).toEqual(['FAQ', 'Terms and conditions', 'Imprint', 'Privacy']);
  });

  it("leads to the app's own privacy notice when none is configured, without FAQ or imprint", async () => {
    const { user, drawer, router } = await openMenu({});
    await waitFor(() =>
      expect(drawer.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument(),
    );
    expect(drawer.queryByRole('link', { name: 'Imprint' })).not.toBeInTheDocument();

    await user.click(drawer.getByRole('link', { name: 'Privacy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
  });
});
