import {
  richTextLinkAttributes,
  richTextLinkSchemes,
  richTextTags,
} from '@cc/shared/communications/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The rich text of a communication (rule 22): what the administrator's editor writes is
 * reduced to an allow-list before it is stored, so what reaches a participant's screen or
 * mailbox can carry no script, event handler, style or foreign element.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  // rel and target are set by the transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  // Elements whose content is code or markup, not text: dropped whole.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...richTextLinkAttributes,
      },
    }),
  },
};

/** The message's HTML reduced to the allow-list; links open apart, without the opener. */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the character references sanitize-html writes (and numeric ones). */
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
 * The plain-text part of an e-mail from sanitized HTML: blocks become paragraphs, list
 * items lines with a dash, links "text (address)". Only for the allow-listed HTML above.
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
