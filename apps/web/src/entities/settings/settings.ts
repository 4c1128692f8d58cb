import type { PlatformSettings } from '@cc/shared/settings/settings.schemas';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/routes';

let known: PlatformSettings | undefined;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server for the settings; callers at the same moment share one request. */
function refreshSettings(): Promise<void> {
  asking ??= api<PlatformSettings>('/settings')
    .then((answer) => {
      known = answer;
      for (const listener of listeners) listener();
    })
    // Offline or refused: what was known stays, and the next reader asks again.
    .catch(() => undefined)
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/**
 * The platform settings (GET /api/settings), undefined until the first answer. The login page
 * paints without the data library (issue 13) and needs them for its links, so they live here
 * rather than in the query cache. Each reader asks again when it mounts and shows the last
 * answer meanwhile: a changed setting shows with the next page that reads it.
 */
export function usePlatformSettings(): PlatformSettings | undefined {
  const settings = useSyncExternalStore(subscribe, () => known);
  useEffect(() => {
    void refreshSettings();
  }, []);
  return settings;
}

/** Where a link to a legal page leads: the operator's page (a new tab) or a page of the app. */
export type PageLink = { external: true; href: string } | { external: false; to: string };

/** The links to the operator's pages (decision 065), as the login page and the menus show them. */
export interface OperatorLinks {
  /** The operator's FAQ; none configured, no link. */
  faq: string | undefined;
  /** The operator's imprint; none configured, no link for participants. */
  imprint: string | undefined;
  /** The operator's privacy notice, else the app's own (`/privacy`). */
  privacy: PageLink;
  /** The settings have arrived and name no imprint: administrators are told to set one. */
  isImprintMissing: boolean;
}

/** The operator links of `settings` (undefined while they are loading). */
export function operatorLinksOf(settings: PlatformSettings | undefined): OperatorLinks {
  return {
    faq: settings?.faqUrl ?? undefined,
    imprint: settings?.imprintUrl ?? undefined,
    privacy: settings?.privacyUrl
      ? { external: true, href: settings.privacyUrl }
      : { external: false, to: paths.privacy },
    isImprintMissing: settings !== undefined && !settings.imprintUrl,
  };
}

/** The operator links, from the platform settings. */
export function useOperatorLinks(): OperatorLinks {
  return operatorLinksOf(usePlatformSettings());
}
