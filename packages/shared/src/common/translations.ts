import { z } from 'zod';

/**
 * Optional German and English texts of something an administrator writes for everyone (an
 * event's name and description, the pinned notice, a communication's title; decision 075),
 * next to the single field old clients send and read. Empty when not written.
 */
export const translationsSchema = z.object({
  de: z.string().describe('The German text, or empty when not written'),
  en: z.string().describe('The English text, or empty when not written'),
});
export type Translations = z.infer<typeof translationsSchema>;

/** The two texts of a body: each optional (empty when missing), trimmed, checked by `text`. */
export function translationsBodySchema(text: z.ZodType<string, string>) {
  return z.strictObject({
    de: text.optional().transform((v) => v ?? ''),
    en: text.optional().transform((v) => v ?? ''),
  });
}

/** A platform language as the server and profiles spell it. */
export type ContentLanguage = 'DE' | 'EN';

/**
 * The language whose text a reader gets: theirs when written, else the other one when
 * written, else none (the single field). A title and a body pick their language once,
 * from the body, so they never mix (decision 075).
 */
export function pickLanguage(
  texts: Translations,
  language: ContentLanguage | string,
): 'de' | 'en' | null {
  const own = language === 'DE' ? 'de' : 'en';
  const other = own === 'de' ? 'en' : 'de';
  if (texts[own].trim()) return own;
  if (texts[other].trim()) return other;
  return null;
}

/** The text a reader of `language` sees: theirs, else the other language's, else `fallback`. */
export function translated(
  fallback: string,
  texts: Translations,
  language: ContentLanguage | string,
): string {
  const chosen = pickLanguage(texts, language);
  return chosen ? texts[chosen] : fallback;
}
