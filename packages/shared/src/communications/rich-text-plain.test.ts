import { describe, expect, it } from 'vitest';
import { hasText, htmlToText } from './rich-text-plain';

describe('the plain text of a message', () => {
  it('turns blocks into paragraphs, list items into dashes and links into text and address', () => {
    // As the server's sanitizer writes it: `<br />`, escaped `&`, every link with rel and target.
    const html =
      '<h2>News</h2><p>Tom &amp; Jerry<br />ran</p><ul><li>one</li><li>two</li></ul><p><a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">More</a> or <a href="mailto:x@example.org" rel="noopener noreferrer" target="_blank">x@example.org</a></p>';
    expect(htmlToText(html)).toBe(
      'News\n\nTom & Jerry\nran\n\n- one\n- two\n\nMore (https://example.org/a?b=1&c=2) or x@example.org',
    );
  });

  it('finds no text in empty markup', () => {
    expect(hasText('<p> </p><p><br></p>')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });
});
