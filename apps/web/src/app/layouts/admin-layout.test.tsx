import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSettings } from '../../test/factories';
import { mockFetch } from '../../test/fetch-mock';
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
