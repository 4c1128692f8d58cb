import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An inline script of an HTML document: `<script>` without `src`, with its text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the built web
 * app's `index.html`: the policy allows scripts of this origin only, and these by their
 * exact text (the early start of a signed-in visit, issue 28). Read once at start; a
 * missing web app has none.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}
