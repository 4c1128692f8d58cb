/**
 * Reads the translation catalogs as data, for the tests over them: every `<lang>/<ns>.json`
 * and each text by its key (`ns:dotted.path`, as i18next names it).
 */

import type { Catalog } from './namespaces';

export type { Catalog };

const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

/** The namespace files of one language, by namespace. */
export function catalogsOf(lang: string): Record<string, Catalog> {
  const result: Record<string, Catalog> = {};
  for (const [file, catalog] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === lang && match[2]) result[match[2]] = catalog;
  }
  return result;
}

/** Every leaf of a catalog as a dotted key (`login.errors.WRONG_PASSWORD`). */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leafKeys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

/** The value at a dotted key of a catalog, or undefined. */
export function leafValue(catalog: Catalog, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
}

/** The text at `ns:dotted.key` in one language, or undefined. */
export function textOf(lang: string, key: string): string | undefined {
  const [ns = '', path = ''] = key.split(':');
  const value = leafValue(catalogsOf(lang)[ns] ?? {}, path);
  return typeof value === 'string' ? value : undefined;
}

/** Every text of a language as `[ns:dotted.key, text]`; arrays (paragraphs) count too. */
export function textsOf(lang: string): Array<[string, string]> {
  return Object.entries(catalogsOf(lang)).flatMap(([ns, catalog]) =>
    leafKeys(catalog).map((key): [string, string] => [
      `${ns}:${key}`,
      String(leafValue(catalog, key)),
    ]),
  );
}
