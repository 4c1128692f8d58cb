import { describe, expect, it } from 'vitest';
import { textsOf } from './catalog-reader';
import { specPinnedKeys } from './spec-texts';

/**
 * The glossary of decision 032: one address form (Sie) and one term per thing. Each rule
 * names a form the catalogs must not use; `only` limits a rule to some keys, `besides` lists
 * phrases where the word means something else, and texts the specification quotes word for
 * word (spec-texts.ts) are exempt in English.
 */
interface Rule {
  rejected: RegExp;
  why: string;
  only?: (key: string) => boolean;
  besides?: RegExp[];
}

const germanRules: Rule[] = [
  { rejected: /\b(du|dich|dir|dein\w*|euch|euer|eure\w*)\b/i, why: 'the user is addressed as Sie' },
  { rejected: /\bihr seid\b/i, why: 'the user is addressed as Sie' },
  {
    rejected: /\b(wähle|gib|trage|schreibe|füge|prüfe|melde|klicke|tippe|lade)\b/i,
    why: 'imperatives take the Sie form (Wählen Sie …)',
  },
  { rejected: /\bEvent|Veranstaltung/, why: 'the thing participants join is a Challenge' },
  { rejected: /\bNews/, why: 'the feed is Neuigkeiten' },
  { rejected: /Benachrichtigung/, why: 'notifications are Mitteilungen' },
  { rejected: /Distanz|Entfernung/, why: 'a distance is a Strecke' },
  { rejected: /\bTeilnehmer/, why: 'participants are Teilnehmende' },
  { rejected: /Mitarbeiter(?!ende)/, why: 'staff are Mitarbeitende (gender-neutral)' },
  { rejected: /Nutzergruppe/, why: 'the user type is the Benutzertyp' },
  { rejected: /\bBilder/, why: 'the pictures of an activity are Fotos' },
  {
    rejected: /anmeld|angemeldet/i,
    why: 'one joins (mitmachen) a challenge; anmelden is the login',
    only: (key) => key.startsWith('events:'),
  },
];

/**
 * "Notice" in its legal senses, which is not the organisers' note (decision 082). No text
 * the specification quotes says "event" or "notice" (spec-texts.ts; the specification names
 * these things in prose only), so none needs an exception of its own.
 */
const legalNotices = [
  /\bprivacy notice\b/i, // the document of GDPR Art. 13 (decision 065)
  /\b(with reasonable|without) notice\b/i, // a notice period, in the terms
];

const englishRules: Rule[] = [
  { rejected: /\bnews\b/i, why: 'the feed is the newsfeed' },
  { rejected: /\bnews feed\b/i, why: 'the feed is the newsfeed, one word' },
  { rejected: /\bfriendship requests?\b/i, why: 'a request is a friend request' },
  { rejected: /\bimages\b/i, why: 'the pictures of an activity are photos' },
  {
    rejected: /\bregist/i,
    why: 'one joins a challenge; registering is creating the account',
    only: (key) => key.startsWith('events:'),
  },
  { rejected: /\bevents?\b/i, why: 'what participants join is a challenge, on both sides' },
  {
    rejected: /\bnotices?\b/i,
    why: "the organisers' pinned text and an activity's text are notes",
    besides: legalNotices,
  },
];

/** `text` with the phrases a rule lets pass cut out. */
function withoutPhrases(text: string, rule: Rule): string {
  return (rule.besides ?? []).reduce(
    (rest, phrase) => rest.replace(new RegExp(phrase, 'gi'), ' '),
    text,
  );
}

function offences(lang: 'de' | 'en', rules: Rule[]): string[] {
  return textsOf(lang).flatMap(([key, text]) =>
    rules
      .filter(
        (rule) => (rule.only?.(key) ?? true) && rule.rejected.test(withoutPhrases(text, rule)),
      )
      .filter(() => lang === 'de' || !specPinnedKeys.has(key))
      .map((rule) => `${key}: "${text}" (${rule.why})`),
  );
}

describe('the glossary', () => {
  it('the German catalogs address the user as Sie and use one term per thing', () => {
    expect(offences('de', germanRules)).toEqual([]);
  });

  it('the English catalogs use one term per thing', () => {
    expect(offences('en', englishRules)).toEqual([]);
  });

  it('rejects "event" and "notice" as whole words in any case, not inside other words', () => {
    const rules = englishRules.filter((r) => /event|notice/.test(r.rejected.source));
    const offends = (text: string) =>
      rules.some((rule) => rule.rejected.test(withoutPhrases(text, rule)));
    for (const text of ['Add event', 'EVENTS', "The event's image", 'Save notice', 'Notices']) {
      expect(offends(text), text).toBe(true);
    }
    for (const text of ['Add challenge', 'Eventually', 'Noticed', 'Save note', 'Privacy notice']) {
      expect(offends(text), text).toBe(false);
    }
    expect(offends('The privacy notice is a notice')).toBe(true);
  });
});
