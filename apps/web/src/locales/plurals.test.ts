import { describe, expect, it } from 'vitest';
import { textsOf } from './catalog-reader';

/**
 * How a count meets a noun in the catalogs ("1 participant", "2 participants"; issue 23):
 *
 * 1. `{{count}}` stands only in a plural text: a key ending in `_one` or `_other`, which
 *    i18next picks by the `count` it is given. Every such key has both forms in German and
 *    English.
 * 2. A number right before a word is a count the word inflects for ("3 participants"), so
 *    it stands only in a plural text, and there only once: a plural text inflects for one
 *    count (shown as `{{count}}` or formatted, usually `{{value}}`); a second number before
 *    a noun ("{{events}} events, {{activities}} activities") needs a plural text of its own.
 *    Not numbers: variables that hold text (TEXT_VARIABLES); not inflected: units and
 *    connectors after a number ("3 km", "2 of 5").
 *
 * A variable not listed in TEXT_VARIABLES counts as a number; a new one that holds text
 * joins the list with what it holds. A name ending in `Text` holds a phrase a plural text
 * made ("{{participantsText}} in {{countriesText}}" with "3 participants", "1 country").
 */
const TEXT_VARIABLES: Record<string, string> = {
  name: 'a person, event or team name',
  date: 'a formatted date',
  email: 'an e-mail address',
  reason: 'a sentence saying why a draft was refused',
  text: 'the words of a notification',
  language: 'a language name',
  country: 'a country name',
  userType: 'a user type name',
  scope: 'a report scope label',
  unit: 'a unit name (km, mi)',
  time: 'a formatted time',
  size: 'a formatted size with its unit (3.2 MB)',
  number: "a photo's position as its label (Photo 2), not how many",
  duration: 'a formatted duration (1:05)',
  pace: 'a formatted pace (5:30)',
  speedUnit: 'a speed unit name (km/h, mph)',
};

/** Whether a variable holds text, not a number (see above). */
const isText = (variable: string) => variable in TEXT_VARIABLES || /.Text$/.test(variable);

/** Words after a number that do not inflect with it: units and connectors. */
const UNINFLECTED_WORDS = new Set(['km', 'mi', 'MB', 'of', 'von']);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** `{{name}}` or `{{name, format}}`, and the word right after it, if any. */
const VARIABLE_BEFORE_WORD = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}\s+(\p{L}+)/gu;

const texts = { de: new Map(textsOf('de')), en: new Map(textsOf('en')) };
const languages = ['de', 'en'] as const;

describe('counts in the translation catalogs', () => {
  it.each(languages)('put {{count}} only in plural texts (%s)', (lang) => {
    const offenders = [...texts[lang]]
      .filter(([key, text]) => /\{\{\s*count\b/.test(text) && !PLURAL_SUFFIX.test(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('give every plural text its _one and _other form in German and English', () => {
    const bases = new Set(
      languages.flatMap((lang) =>
        [...texts[lang].keys()]
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      ),
    );
    const missing = [...bases].flatMap((base) =>
      languages.flatMap((lang) =>
        ['one', 'other']
          .map((form) => `${base}_${form}`)
          .filter((key) => !texts[lang].has(key))
          .map((key) => `${lang} ${key}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(languages)(
    'put a number before a word only as the count of a plural text (%s)',
    (lang) => {
      const offenders = [...texts[lang]].flatMap(([key, text]) => {
        const numbersBeforeWords = [...text.matchAll(VARIABLE_BEFORE_WORD)].filter(
          ([, variable = '', word = '']) => !isText(variable) && !UNINFLECTED_WORDS.has(word),
        );
        const allowed = PLURAL_SUFFIX.test(key) ? 1 : 0;
        const variables = new Set(numbersBeforeWords.map(([, variable]) => variable));
        return variables.size > allowed ? [`${key}: ${text}`] : [];
      });
      expect(offenders).toEqual([]);
    },
  );
});
