import { describe, expect, it } from 'vitest';
import { manifestLinkAfterFirstPaint } from './build-plugins';

/** The plugin's index.html transform, as Vite calls it. */
function transform(html: string): string {
  const hook = manifestLinkAfterFirstPaint().transformIndexHtml;
  if (!hook || typeof hook !== 'object' || !('handler' in hook)) throw new Error('no handler');
  return (hook.handler as (html: string) => string)(html);
}

describe('the built index.html without its manifest link', () => {
  it('takes out the link vite-plugin-pwa put in, and nothing else', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" />\n  <link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(transform(html)).toBe('<head><link rel="icon" href="/favicon.svg" /></head>');
  });

  it('fails the build when there is no link to take out (the PWA plugin changed)', () => {
    expect(() => transform('<head></head>')).toThrow(/no manifest link/);
  });
});
