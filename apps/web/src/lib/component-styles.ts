/**
 * The styles of every Mantine component (styles/all-components.ts). The login page and the
 * newsfeed carry only those of what they draw first (app/styles/first-page.ts and
 * signed-in-first.ts), so that a phone does not download and parse the rest before their first
 * paint (decisions 046 and 088); every other page, and every part that loads later, waits for
 * these. Loaded once: later calls share the first load.
 */
export function loadAllComponentStyles(): Promise<unknown> {
  return import('./styles/all-components');
}

/**
 * `load`, resolved only once every component's styles are in as well: for a part loaded on
 * demand (a dialog, a menu, a form) that may draw components the first screen's styles lack.
 */
export function withAllComponentStyles<M>(load: () => Promise<M>): () => Promise<M> {
  return async () => (await Promise.all([load(), loadAllComponentStyles()]))[0];
}
