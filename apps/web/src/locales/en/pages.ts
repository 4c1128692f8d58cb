import { toNamespaces } from '../namespaces';

/** The other en texts: one chunk, loaded with the first page that is not the login page. */
export default toNamespaces(
  import.meta.glob<Record<string, unknown>>(
    ['./*.json', '!./{common,shell,auth,errors,pwa}.json'],
    { eager: true, import: 'default' },
  ),
);
