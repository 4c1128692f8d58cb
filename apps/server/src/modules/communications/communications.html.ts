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
