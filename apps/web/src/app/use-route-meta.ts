import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteMeta, type RouteMeta } from './routes';

/**
 * The meta of the deepest matched route that carries one, and its translated title. The
 * browser tab shows the title too.
 */
export function useRouteMeta(): { meta?: RouteMeta; title: string } {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const meta = [...matches].reverse().find((m) => isRouteMeta(m.handle))?.handle as
    | RouteMeta
    | undefined;
  const title = meta?.titleKey ? t(meta.titleKey) : '';
  const appName = t('common:appName');

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  return { meta, title };
}
