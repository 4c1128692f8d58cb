import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { refreshTextsOnLanguageChange } from './language-refresh';

const MAX_RETRIES = 2;

/** Retries network failures and server errors, never a refusal (4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A query client with the app's defaults: short freshness, no retry of refusals, reads offline. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query still runs once: the service worker answers it from its cache
        // (decision 040); only retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one query client, created on first use. The first page (login) never asks for
 * it, so it paints without the data library (issue 13); every other page gets it through
 * `DataScope`, and the shell's start-up state (startup.ts) through this function.
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    refreshTextsOnLanguageChange(appClient);
  }
  return appClient;
}
