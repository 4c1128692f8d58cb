import {
  richTextLinkAttributes,
  richTextLinkSchemes,
  richTextTags,
} from '@cc/shared/communications/rich-text';
import DOMPurify from 'dompurify';

/** The link addresses the shared allow-list permits (`https:`, `mailto:`, ...). */
const linkSchemes = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');

/** Links open in a new tab without handing it this page (`rel="noopener noreferrer"`). */
function secureLinks(node: Element): void {
  if (node.tagName !== 'A') return;
  for (const [name, value] of Object.entries(richTextLinkAttributes))
    node.setAttribute(name, value);
}

/**
 * An administrator's message (type 1000) as HTML safe to show. The server's allow-list
 * (`@cc/shared/communications/rich-text`) applies once more, so a message stored before the
 * sanitizer (or a fault in it) can never run script in a participant's session: only the
 * allowed elements, links only with http(s) or mailto addresses and no other attributes;
 * styles, scripts, event handlers and images never survive.
 */
export function sanitizeMessageHtml(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...richTextTags],
      ALLOWED_ATTR: ['href'],
      ALLOWED_URI_REGEXP: linkSchemes,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
