import { toNamespaces } from '../namespaces';

/**
 * The de texts the first page needs (login, its frame, loading and error screens, dialogs,
 * the update prompt): one chunk, loaded before the first render in de. The list of files is
 * the same in both languages and pages.ts takes every other one (issue 13).
 */
export default toNamespaces(
  import.meta.glob<Record<string, unknown>>('./{common,shell,auth,errors,pwa}.json', {
    eager: true,
    import: 'default',
  }),
);
