import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildProfile, buildSettings } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const findTitle = (name: string) =>
  screen.findByRole('heading', { name, level: 1 }, { timeout: PAGE_LOAD_MS });

describe('the privacy notice page (/privacy)', () => {
  it('tells anyone, signed in or not, what the platform stores, who sees it and for how long', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    renderApp('/privacy');
    expect(await findTitle('Privacy notice')).toBeInTheDocument();
    for (const section of [
      'Who is responsible',
      'Your account',
      'Who sees what',
      'Technical data',
      'How long we keep your data',
      'Your rights',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText(/Not deleted automatically/)).toBeInTheDocument();
  });

  it('reads in German when the interface is German', async () => {
    await i18n.changeLanguage('de');
    mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    renderApp('/privacy');
    expect(await findTitle('Datenschutzerklärung')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihre Rechte', level: 2 })).toBeInTheDocument();
  });

  it('names the imprint as the way to reach whoever is responsible, once it is configured', async () => {
    mockFetch({
      'GET /api/settings': { body: buildSettings({ imprintUrl: 'https://example.org/impressum' }) },
    });
    renderApp('/privacy');
    await findTitle('Privacy notice');
    const controller = screen.getByRole('region', { name: 'Who is responsible' });
    expect(await within(controller).findByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://example.org/impressum',
    );
  });

  it("points to the operator's own notice instead when one is configured", async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/settings': {
        body: buildSettings({ privacyUrl: 'https://example.org/datenschutz' }),
      },
    });
    renderApp('/privacy');
    const link = await screen.findByRole(
      'link',
      { name: "Open the operator's privacy notice" },
      { timeout: PAGE_LOAD_MS },
    );
    expect(link).toHaveAttribute('href', 'https://example.org/datenschutz');
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
  });
});
