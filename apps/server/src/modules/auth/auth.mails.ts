import type { Language } from '@cc/shared/users/users.constants';
import type { MailMessage } from '../../platform/mail';

const PRODUCT = 'Charity Challenge';

/** A mail's content; the caller adds the recipient. */
export type MailContent = Omit<MailMessage, 'to'>;

interface MailText {
  subject: string;
  /** The salutation: by first name, or neutral when there is none to trust. */
  greeting: (name?: string) => string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

const verification: Record<Language, MailText> = {
  EN: {
    subject: `${PRODUCT}: please confirm your email address`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: `thank you for registering for ${PRODUCT}. Please confirm your email address by opening this link:`,
    action: 'Confirm email address',
    validity: 'The link is valid for 24 hours and can be used once.',
    ignore: 'If you did not register, you can ignore this email.',
  },
  DE: {
    subject: `${PRODUCT}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    intro: `vielen Dank für Ihre Registrierung bei ${PRODUCT}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:`,
    action: 'E-Mail-Adresse bestätigen',
    validity: 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
    ignore: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
};

const reset: Record<Language, MailText> = {
  EN: {
    subject: `${PRODUCT}: reset your password`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro:
      'we received a request to reset your password. Choose a new password by opening this link:',
    action: 'Reset password',
    validity: 'The link is valid for 30 minutes and can be used once.',
    ignore:
      'If you did not ask for this, you can ignore this email; your password stays unchanged.',
  },
  DE: {
    subject: `${PRODUCT}: Passwort zurücksetzen`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    intro:
      'wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Wählen Sie über diesen Link ein neues Passwort:',
    action: 'Passwort zurücksetzen',
    validity: 'Der Link ist 30 Minuten gültig und kann einmal verwendet werden.',
    ignore:
      'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
};

/**
 * The mail with the email verification link (24 hours, single use). It greets neutrally: the
 * names are the registrant's free text, and the address has not proved it belongs to them, so
 * none of it goes into a mail to that address.
 */
export function verificationMail(language: Language, link: string): MailContent {
  return compose(verification[language], undefined, link);
}

/**
 * The mail with the password reset link (30 minutes, single use), greeting by `name` when the
 * caller trusts it (a verified account) and neutrally otherwise.
 */
export function resetMail(language: Language, name: string | undefined, link: string): MailContent {
  return compose(reset[language], name, link);
}

function compose(t: MailText, name: string | undefined, link: string): MailContent {
  // The link stands on a line of its own in the text part so every mail client makes it
  // clickable; the HTML part repeats it as text for clients that hide buttons.
  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    link,
    '',
    t.validity,
    '',
    t.ignore,
    '',
    PRODUCT,
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p>
<p style="word-break:break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(t.validity)}</p>
<p style="color:#666">${escapeHtml(t.ignore)}</p>
<p>${PRODUCT}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

/** Names are user input: escaped before they enter the HTML part. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
