import { describe, expect, it } from 'vitest';
import { resetMail, verificationMail } from './auth.mails';

const link = 'https://example.com/#/registrationConfirm/token';
const german = [
  verificationMail('DE', link),
  resetMail('DE', 'Anna', link),
  resetMail('DE', undefined, link),
];

describe('the account mails in German', () => {
  it.each(german.map((mail) => [mail.subject, mail] as const))(
    '"%s" addresses the reader as Sie, as the app does (decision 032)',
    (_subject, mail) => {
      const text = `${mail.subject}\n${mail.text}`;
      expect(text).toMatch(/\b(Sie|Ihre?n?)\b/);
      expect(text).not.toMatch(/\b(du|dich|dir|dein\w*|euch|euer|eure\w*)\b/i);
      expect(text).not.toMatch(/\b(wähle|gib|klicke|bestätige|öffne)\b/i);
    },
  );
});
