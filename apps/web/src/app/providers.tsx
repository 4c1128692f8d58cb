import './styles/first-page';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from './query-client';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's (tests); otherwise one is created for the app's lifetime. */
  queryClient?: QueryClient;
  /** `test` turns off transitions and portals. */
  env?: 'default' | 'test';
}

const Overlays = lazy(async () => ({ default: (await import('./overlays')).Overlays }));

/** Date pickers name months and weekdays in the UI language and start weeks on Monday. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return (
    <DatesProvider settings={{ locale: current.language, firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

/** Everything the pages need around them: i18n, data cache, theme, dialogs and toasts. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          <LocalizedDates>
            {children}
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          </LocalizedDates>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
