import type { PlatformSettings } from '@cc/shared/settings/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** The platform time zone until the settings have loaded (rule 8). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** GET /api/settings: public platform settings. */
export function getSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return api<PlatformSettings>('/settings', { signal });
}

/** Query options of the platform settings; they change rarely. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.all(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 60 * 60_000,
  });
}

/** The platform time zone, the default while loading or when the call fails. */
export function usePlatformTimeZone(): string {
  const { data } = useQuery(settingsQueryOptions());
  return data?.timeZone || DEFAULT_TIME_ZONE;
}
