import DOMPurify from 'dompurify';

/**
 * What an administrator's message may contain (rule 22): the server's allow-list, applied
 * once more before the HTML reaches the page, so a message stored before the sanitizer (or
 * a fault in it) can never run script in a participant's session.
 */
const allowedTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
];

/** Links open in a new tab without handing it this page (`rel="noopener noreferrer"`). */
function secureLinks(node: Element): void {
  if (node.tagName !== 'A') return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

/**
 * An administrator's message (type 1000) as HTML safe to show: only the allowed elements,
 * links only with http(s) or mailto addresses and no other attributes; styles, scripts,
 * event handlers and images never survive.
 */
export function sanitizeMessageHtml(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: allowedTags,
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
