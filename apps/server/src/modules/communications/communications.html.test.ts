import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from './communications.html';

/** Markup that must not survive, with what each attack tries. */
const attacks: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag, upper case', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['JavaScript: href with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  [
    'entity-encoded javascript:',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['hex entities and a tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style element', '<style>body{display:none}</style>'],
  ['class attribute', '<p class="admin-only">x</p>'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form and input', '<form action="https://evil.example"><input name="p"></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['nested tag trick', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  [
    'mXSS through math and style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ],
  ['noscript attribute break-out', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['protocol-relative link', '<a href="//evil.example/x">x</a>'],
  ['comment hiding markup', '<!--><img src=x onerror=alert(1)>-->'],
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
];

/** What none of the sanitized outputs may contain. */
const forbidden = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<img/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /\son\w+=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /class=/i,
  /href="\/\//i,
];

describe('sanitizing a communication message', () => {
  it.each(attacks)('removes the danger of %s', (_name, html) => {
    const clean = sanitizeMessage(`<p>before</p>${html}<p>after</p>`);
    for (const pattern of forbidden) expect(clean).not.toMatch(pattern);
    // What an unclosed element swallows may go; what came before it stays.
    expect(clean.startsWith('<p>before</p>')).toBe(true);
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>x<br>y</p><p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><s>s</s></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeMessage(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('gives every link rel="noopener noreferrer" and target="_blank", for http, https and mailto only', () => {
    expect(sanitizeMessage('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeMessage('<a href="http://example.org">x</a>')).toContain(
      'href="http://example.org"',
    );
    expect(sanitizeMessage('<a href="mailto:team@example.org">x</a>')).toContain(
      'href="mailto:team@example.org"',
    );
    expect(sanitizeMessage('<a href="ftp://example.org">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('drops unknown elements but keeps their text, escaped', () => {
    expect(sanitizeMessage('<div><span>Hi</span> &lt;b&gt;</div>')).toBe('Hi &lt;b&gt;');
  });
});
