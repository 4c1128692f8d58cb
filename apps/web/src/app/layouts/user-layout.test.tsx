import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/factories';
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
