/**
 * Whether a page's stylesheets style every Mantine component its code can draw. A Mantine
 * component's JavaScript names the classes its stylesheet defines (`m_` and eight hex digits):
 * a class the page's code names, that some Mantine stylesheet defines and that the page's own
 * stylesheets lack, is a component that would paint unstyled until the rest of the styles
 * arrive (decisions 046 and 088). Plain Node, read by the size budget after the build.
 */
import fs from 'node:fs';
import path from 'node:path';

const CLASS = /\bm_[0-9a-f]{8}\b/g;

/** The stylesheet (component name) each Mantine class is defined in, read from `stylesDir`. */
export function mantineClasses(stylesDir: string): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of fs.readdirSync(stylesDir).filter((f) => f.endsWith('.layer.css'))) {
    const component = file.replace('.layer.css', '');
    for (const name of fs.readFileSync(path.join(stylesDir, file), 'utf8').match(CLASS) ?? []) {
      if (!owner.has(name)) owner.set(name, component);
    }
  }
  return owner;
}

/**
 * The Mantine components whose classes `js` names and `css` does not define, sorted, each
 * once: empty when the page's stylesheets cover what its code draws.
 */
export function unstyledComponents(js: string, css: string, owner: Map<string, string>): string[] {
  const defined = new Set(css.match(CLASS) ?? []);
  const missing = new Set<string>();
  for (const name of new Set(js.match(CLASS) ?? [])) {
    const component = owner.get(name);
    if (component && !defined.has(name)) missing.add(component);
  }
  return [...missing].sort();
}
