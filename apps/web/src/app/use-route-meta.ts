import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { type RouteFacts, type RouteName, routes } from '../lib/routes';

/** What the frame shows of the route at the current address. */
export interface RouteMeta {
  titleKey?: string;
  back?: boolean;
  /** The address the back button goes to; without it, one step back in history. */
  backTo?: string;
  /** Whether the page needs a completed profile (the profile flag, see lib/routes.ts). */
  needsProfile?: boolean;
}

function metaOf({ titleKey, back, backTo, needsProfile }: RouteFacts<RouteName>): RouteMeta {
  return { titleKey, back, backTo: backTo && routes[backTo].pattern, needsProfile };
}

/** The route table's patterns, each with its meta, for the router's own matching and ranking. */
const metaRoutes = Object.values<RouteFacts<RouteName>>(routes).map((facts) => ({
  path: facts.pattern,
  meta: metaOf(facts),
}));

/**
 * The meta of the route at the current address. The declarative router has no route handles
 * (`useMatches` needs the data router), so the address is matched against the route table
 * here; `/teams` has one entry per role with the same meta (the participant's profile flag
 * does not hold for administrators, whom the guard never sends).
 */
export function useCurrentRouteMeta(): RouteMeta | undefined {
  const location = useLocation();
  return useMemo(() => matchRoutes(metaRoutes, location)?.at(-1)?.route.meta, [location]);
}

/** The meta of the route at the current address and its translated title, also the tab's. */
export function useRouteMeta(): { meta?: RouteMeta; title: string } {
  const { t } = useTranslation('shell');
  const meta = useCurrentRouteMeta();
  const title = meta?.titleKey ? t(meta.titleKey) : '';
  const appName = t('common:appName');

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  return { meta, title };
}
