/**
 * jsdom's Web Storage on every Node line (decision 091). From Node 25 on, Node has a
 * `localStorage` of its own on the global, which without `--localstorage-file` holds no
 * storage at all; Vitest's jsdom environment does not replace a global that already exists,
 * so the app's stores would read Node's instead of the page's. Runs before any other set-up
 * file, because the stores read the storage as they are imported.
 */
const page = (globalThis as { jsdom?: { window: Window } }).jsdom?.window;

for (const name of ['localStorage', 'sessionStorage'] as const) {
  const current = Object.getOwnPropertyDescriptor(globalThis, name);
  const usable = current && 'value' in current && typeof current.value?.getItem === 'function';
  if (page && !usable) {
    Object.defineProperty(globalThis, name, {
      value: page[name],
      configurable: true,
      writable: true,
    });
  }
}
