/**
 * What an administrator's message may contain (rule 22), the one allow-list of both sides:
 * the server sanitizes with it before storing, the web app once more before showing.
 * Links keep only their address, and only with these schemes; they always open apart,
 * with `rel="noopener noreferrer"`.
 */
export const richTextTags = [
  'p',
  'br',
  'h1',
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
] as const;

/** URL schemes a link of a message may use. */
export const richTextLinkSchemes = ['http', 'https', 'mailto'] as const;

/** The attributes every link of a message carries. */
export const richTextLinkAttributes = { rel: 'noopener noreferrer', target: '_blank' } as const;
