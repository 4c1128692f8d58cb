/**
 * The plain text of an administrator's message (rule 22): the text part of its e-mail and
 * the body of its push. No library: it reads only the allow-listed HTML of rich-text.ts as
 * the server's sanitizer writes it, not arbitrary markup.
 */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the character references the sanitizer writes (and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of sanitized HTML: blocks become paragraphs, list items lines with a dash,
 * links "text (address)". Only for the allow-listed HTML of rich-text.ts.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_m, href: string, inner: string) => {
        const label = inner.replace(/<[^>]*>/g, '');
        const address = decodeEntities(href).replace(/^mailto:/, '');
        return decodeEntities(label).trim() === address ? label : `${label} (${href})`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(li|ul|ol)>/gi, '\n')
    .replace(/<\/(p|h[1-4]|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether sanitized HTML shows any text at all (an empty paragraph is no message). */
export function hasText(html: string): boolean {
  return htmlToText(html).length > 0;
}
