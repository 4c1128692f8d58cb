import './styles/first-page';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import {
  areOverlaysRequested,
  requestOverlaysOnInteraction,
  subscribeOverlaysRequest,
} from '../lib/overlays-ready';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** `test` turns off transitions and portals. */
  env?: 'default' | 'test';
}

// The dialog and toast hosts load when first wanted (lib/overlays-ready.ts), with the data
// scope: a dialog's content may read data like any page.
const Overlays = lazy(async () => {
  const [overlays, scope] = await Promise.all([import('./overlays'), import('./data-scope')]);
  return { default: scope.withDataScope(overlays.Overlays) };
});

/** The hosts, from the first interaction or the first dialog or toast on. */
function OverlaysWhenWanted() {
  const wanted = useSyncExternalStore(subscribeOverlaysRequest, areOverlaysRequested, () => false);
  useEffect(() => (wanted ? undefined : requestOverlaysOnInteraction()), [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** Date pickers name months and weekdays in the UI language and start weeks on Monday. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return (
    <DatesProvider settings={{ locale: current.language, firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

/**
 * Everything the pages need around them: i18n, theme, dialogs and toasts. The data cache is
 * not here: the login page paints without it, every other page has it through `DataScope`.
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <LocalizedDates>
          {children}
          <OverlaysWhenWanted />
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
