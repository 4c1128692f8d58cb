import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSettings } from '../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/** The administrator's drawer on a deployment with `settings`, the terms page open. */
async function openAdminFrame(settings: Parameters<typeof buildSettings>[0]) {
  signInAs('admin');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ role: 'admin' }) },
    'GET /api/settings': { body: buildSettings(settings) },
  });
  renderApp('/term');
  const menu = await screen.findByRole(
    'navigation',
    { name: 'Administration menu' },
    {
      timeout: PAGE_LOAD_MS,
    },
  );
  return within(menu);
}

describe("the administrator's hint about a missing imprint", () => {
  it('tells the administrator that no imprint is configured and how to set one', async () => {
    const menu = await openAdminFrame({});
    const hint = await menu.findByRole('status');
    expect(hint).toHaveTextContent('No imprint is configured');
    expect(hint).toHaveTextContent('IMPRINT_URL');
  });

  it('links the imprint and the privacy notice instead once both are configured', async () => {
    const menu = await openAdminFrame({
      imprintUrl: 'https://example.org/impressum',
      privacyUrl: 'https://example.org/datenschutz',
    });
    expect(await menu.findByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://example.org/impressum',
    );
    expect(menu.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://example.org/datenschutz',
    );
    expect(menu.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the Review entry of the administration menu', () => {
  /** The menu on the terms page while the count answers `count`, once it has answered. */
  async function openMenuWith(count: MockReply) {
    signInAs('admin');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile({ role: 'admin' }) },
      'GET /api/settings': { body: buildSettings({}) },
      'GET /api/admin/review/count': count,
    });
    renderApp('/term');
    const menu = await screen.findByRole(
      'navigation',
      { name: 'Administration menu' },
      { timeout: PAGE_LOAD_MS },
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/review/count')).toBe(true),
    );
    return within(menu);
  }

  it('shows how many activities wait, in the name of the entry', async () => {
    const menu = await openMenuWith({ body: { flagged: 2, held: 1 } });
    const entry = await menu.findByRole('link', { name: 'Review: 3 activities waiting' });
    expect(entry).toHaveAttribute('href', '/review');
    expect(entry).toHaveTextContent('Review3');
  });

  it('shows no count when nothing waits', async () => {
    const menu = await openMenuWith({ body: { flagged: 0, held: 0 } });
    expect(menu.getByRole('link', { name: 'Review' })).toHaveTextContent(/^Review$/);
  });

  it('shows no count when the count cannot be read', async () => {
    const menu = await openMenuWith({ status: 403, body: apiErrorBody('FORBIDDEN') });
    expect(menu.getByRole('link', { name: 'Review' })).toHaveTextContent(/^Review$/);
  });
});
