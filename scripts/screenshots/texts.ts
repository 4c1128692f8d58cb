import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The UI languages the app ships (apps/web/src/locales/<lang>). */
export type Lang = 'de' | 'en';

const localesDir = fileURLToPath(new URL('../../apps/web/src/locales', import.meta.url));

type Catalog = { [key: string]: string | Catalog };

/** Every namespace of one language, as the app's catalogs hold them. */
function loadCatalogs(lang: Lang): Record<string, Catalog> {
  const dir = path.join(localesDir, lang);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}

const catalogs: Record<Lang, Record<string, Catalog>> = {
  de: loadCatalogs('de'),
  en: loadCatalogs('en'),
};

/**
 * The text of `key` ('namespace:dotted.path') in `lang`, read from the app's own catalogs, so
 * a screen is found by what the app says today rather than by a copy of it that goes stale.
 */
export function text(lang: Lang, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  let node: string | Catalog | undefined = catalogs[lang][ns];
  for (const part of dotted.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${key} in the ${lang} catalogs`);
  return node;
}

/**
 * The text of `key` as a pattern matching the whole name: `{{name}}`-style placeholders match
 * any text ('Delete {{name}}' matches 'Delete Spring Run').
 */
export function textPattern(lang: Lang, key: string): RegExp {
  const parts = text(lang, key).split(/\{\{[^}]+\}\}/);
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`);
}
