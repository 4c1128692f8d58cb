import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';

/** The terms' privacy section (9.), the page loaded. */
async function privacySection() {
  const heading = await screen.findByRole(
    'heading',
    { name: '9. Privacy' },
    { timeout: PAGE_LOAD_MS },
  );
  return within(heading.closest('section') as HTMLElement);
}

describe("the terms' privacy section", () => {
  it("links the app's own privacy notice when the operator configured none", async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings() } });
    renderApp('/term');
    const section = await privacySection();
    expect(await section.findByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it("links the operator's privacy notice when one is configured", async () => {
    mockFetch({
      'GET /api/settings': {
        body: buildSettings({ privacyUrl: 'https://example.org/datenschutz' }),
      },
    });
    renderApp('/term');
    const section = await privacySection();
    await waitFor(() =>
      expect(section.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
        'href',
        'https://example.org/datenschutz',
      ),
    );
  });
});
