import { audienceTypes } from '@cc/shared/communications/communications.schemas';
import { describe, expect, it } from 'vitest';
import { communicationMail } from './communications.mails';

const mail = (audience: (typeof audienceTypes)[number], language: 'DE' | 'EN') =>
  communicationMail('ana@example.com', { name: 'Final week', audience }, '<p>Hi</p>', language);

describe('the footer of a communication mail', () => {
  it('tells the participants of a challenge that they take part in a challenge', () => {
    expect(mail('event', 'EN').text).toContain(
      'You receive this e-mail because you take part in a challenge of Charity Challenge.',
    );
    expect(mail('event', 'DE').text).toContain(
      'Sie erhalten diese E-Mail, weil Sie an einer Challenge von Charity Challenge teilnehmen.',
    );
  });

  it.each(audienceTypes)(
    'says challenge, never event, in the footer for audience %s (decision 082)',
    (audience) => {
      for (const language of ['EN', 'DE'] as const) {
        const { html, text } = mail(audience, language);
        expect(`${html}\n${text}`).not.toMatch(/\bevents?\b/i);
      }
    },
  );
});
