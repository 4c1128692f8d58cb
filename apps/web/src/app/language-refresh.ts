import type { QueryClient } from '@tanstack/react-query';
import { eventKeys, feedKeys } from '../entities/query-keys';
import { i18n } from '../lib/i18n';

/**
 * Asks again for what the server writes in the request's language when the UI language
 * changes (decision 075): events' names and descriptions and the pinned notice, so a switch
 * shows the new language's texts at once instead of the old ones until the next refresh.
 */
export function refreshTextsOnLanguageChange(queryClient: QueryClient): void {
  i18n.on('languageChanged', () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all() });
    void queryClient.invalidateQueries({ queryKey: feedKeys.notice() });
  });
}
