import type { AudienceType } from '@cc/shared/communications/communications.schemas';
import { htmlToText } from '@cc/shared/communications/rich-text-plain';
import type { MailMessage } from '../../platform/mail';

/** The product's name: the sender's display name (MAIL_FROM) and the footer say it. */
const PRODUCT = 'Charity Challenge';

type Language = 'DE' | 'EN';

/** Why a recipient got the mail, by audience (no unsubscribe: these are the organisers'). */
const reasons: Record<Language, Record<AudienceType, string>> = {
  EN: {
    all: `You receive this e-mail because you are registered for ${PRODUCT}.`,
    event: `You receive this e-mail because you take part in a challenge of ${PRODUCT}.`,
    user: `You receive this e-mail because the organisers of ${PRODUCT} chose you as a recipient.`,
    email: `You receive this e-mail because the organisers of ${PRODUCT} sent it to your address.`,
  },
  DE: {
    all: `Sie erhalten diese E-Mail, weil Sie bei ${PRODUCT} registriert sind.`,
    event: `Sie erhalten diese E-Mail, weil Sie an einer Challenge von ${PRODUCT} teilnehmen.`,
    user: `Sie erhalten diese E-Mail, weil die Organisatoren von ${PRODUCT} Sie als Empfänger gewählt haben.`,
    email: `Sie erhalten diese E-Mail, weil die Organisatoren von ${PRODUCT} sie an Ihre Adresse gesendet haben.`,
  },
};

/**
 * One recipient's mail: the communication's name as subject, its sanitized HTML (already
 * in the recipient's language) and a footer saying why it came; the text part is derived
 * from the same HTML.
 */
export function communicationMail(
  to: string,
  c: { name: string; audience: AudienceType },
  html: string,
  language: Language,
): MailMessage {
  const reason = reasons[language][c.audience];
  return {
    to,
    subject: c.name,
    html: `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
${html}
<hr style="border:none;border-top:1px solid #ddd;margin-top:24px">
<p style="color:#666;font-size:13px">${reason}</p>
</body></html>`,
    text: `${htmlToText(html)}\n\n--\n${reason}`,
  };
}
