import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The planning repository beside this checkout, where the specification is written. */
const upstream = fileURLToPath(new URL('../../../shared/', import.meta.url));
const here = fileURLToPath(new URL('../', import.meta.url));

const copies: Array<[string, string]> = [
  ['spec/participant-app.md', 'spec/participant-app.md'],
  ['spec/admin-and-shell.md', 'spec/admin-and-shell.md'],
  ['spec/DECISIONS.md', 'spec/DECISIONS.md'],
  ['DESIGN.md', 'DESIGN.md'],
];

// A clean checkout (CI) has no planning repository beside it: then there is nothing to compare.
describe.runIf(fs.existsSync(upstream))('the specification copied into docs/', () => {
  it.each(copies)('keeps %s word for word', (from, to) => {
    expect(fs.readFileSync(`${here}${to}`, 'utf8')).toBe(
      fs.readFileSync(`${upstream}${from}`, 'utf8'),
    );
  });
});
