/** One namespace's texts: nested keys of one `locales/<lang>/<namespace>.json`. */
export type Catalog = Record<string, unknown>;

/** Names each file's texts by its namespace (`./auth.json` → `auth`). */
export function toNamespaces(files: Record<string, Catalog>): Record<string, Catalog> {
  const namespaces: Record<string, Catalog> = {};
  for (const [file, catalog] of Object.entries(files)) {
    const ns = /([\w-]+)\.json$/.exec(file)?.[1];
    if (ns) namespaces[ns] = catalog;
  }
  return namespaces;
}
