import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineClasses, unstyledComponents } from './component-styles';

/** A folder of Mantine-like stylesheets: Button defines two classes, Modal one. */
function stylesFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mantine-styles-'));
  fs.writeFileSync(
    path.join(dir, 'Button.layer.css'),
    '@layer mantine{.m_77c9d27d{color:red}.m_80f1301b{gap:1px}}',
  );
  fs.writeFileSync(path.join(dir, 'Modal.layer.css'), '@layer mantine{.m_9df02822{inset:0}}');
  fs.writeFileSync(path.join(dir, 'notes.txt'), '.m_00000000 is not a stylesheet');
  return dir;
}

describe("a page's stylesheets against what its code draws", () => {
  const owners = mantineClasses(stylesFolder());

  it('names the component whose classes the code uses and no stylesheet of the page defines', () => {
    const js = 'const c={root:"m_77c9d27d",inner:"m_80f1301b"},d={root:"m_9df02822"};';
    const css = '.m_77c9d27d{color:red}.m_80f1301b{gap:1px}';
    expect(unstyledComponents(js, css, owners)).toEqual(['Modal']);
  });

  it('passes a page whose stylesheets define every class its code names', () => {
    const js = 'x="m_77c9d27d";y="m_9df02822";z="m_ffffffff"';
    const css = '@layer mantine{.m_77c9d27d{}.m_9df02822{}}';
    // m_ffffffff is no Mantine stylesheet's class: not a component of the check.
    expect(unstyledComponents(js, css, owners)).toEqual([]);
  });

  it('names a component once, though several of its classes are missing', () => {
    expect(unstyledComponents('"m_77c9d27d" "m_80f1301b"', '', owners)).toEqual(['Button']);
  });
});
