import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { ENGLISH_MANIFEST_PATH } from './manifest';
import { linkManifest } from './start';

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe('the manifest link', () => {
  afterEach(async () => {
    for (const link of manifestLinks()) link.remove();
    await i18n.changeLanguage('en');
  });

  it('is linked by the app, in the UI language, once (index.html links none)', async () => {
    await i18n.changeLanguage('de');
    expect(manifestLinks()).toHaveLength(0);

    linkManifest();

    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('follows the UI language', async () => {
    linkManifest();
    expect(manifestLinks()[0]?.getAttribute('href')).toBe(ENGLISH_MANIFEST_PATH);

    await i18n.changeLanguage('de');
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(manifestLinks()).toHaveLength(1);
  });
});
