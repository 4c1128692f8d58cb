import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage, type UiLanguage } from '../lib/i18n';
import { buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../test/render-app';
import { signInAs } from '../test/session';

/** The spec's mismatch text in its correct form (participant spec §5), and the German one. */
const mismatchText: Record<UiLanguage, string> = {
  en: 'Password and confirmation do not match',
  de: 'Passwort und Bestätigung stimmen nicht überein',
};

/** The three forms that take a new password and its confirmation, opened in `language`. */
const forms: Record<string, (language: UiLanguage) => string> = {
  register: () => '/register',
  reset: () => '/resetPassword/reset-token-1',
  change: (language) => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ language: language === 'en' ? 'EN' : 'DE' }) },
    });
    return '/changePassword';
  },
};

/**
 * Types two different new passwords into a form and answers the text shown under the
 * confirmation. The fields are found by their autocomplete role, the same in both languages:
 * the new password, then its confirmation.
 */
async function mismatchShownBy(form: string, language: UiLanguage): Promise<string> {
  mockFetch({});
  setLanguage(language);
  const path = forms[form]!(language);
  const user = userEvent.setup();
  renderApp(path);
  await waitFor(
    () => expect(document.querySelectorAll('input[autocomplete="new-password"]')).toHaveLength(2),
    { timeout: PAGE_LOAD_MS },
  );
  const [password, confirmation] = document.querySelectorAll<HTMLInputElement>(
    'input[autocomplete="new-password"]',
  );
  await user.type(password!, 'secret1');
  await user.type(confirmation!, 'secret2');
  await user.tab();
  // The field names its message through aria-describedby (Mantine's `<id>-error`).
  const message = await waitFor(() => {
    const id = confirmation!
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((i) => i.endsWith('-error'));
    const element = id ? document.getElementById(id) : null;
    expect(element).not.toBeNull();
    return element!;
  });
  return message.textContent ?? '';
}

describe('a confirmation that differs from the new password', () => {
  it.each(['en', 'de'] as const)(
    'reads the same on register, reset and change (%s)',
    async (language) => {
      const shown: Record<string, string> = {};
      for (const form of Object.keys(forms)) {
        shown[form] = await mismatchShownBy(form, language);
        cleanup();
      }
      expect(shown).toEqual({
        register: mismatchText[language],
        reset: mismatchText[language],
        change: mismatchText[language],
      });
    },
  );
});
