import { afterEach, describe, expect, it } from 'vitest';
import { eventKeys, feedKeys, profileKeys } from '../entities/query-keys';
import { i18n } from '../lib/i18n';
import { refreshTextsOnLanguageChange } from './language-refresh';
import { createQueryClient } from './query-client';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a change of the UI language', () => {
  it("marks the events and the pinned notice stale, which the server writes in the request's language", async () => {
    const client = createQueryClient();
    refreshTextsOnLanguageChange(client);
    client.setQueryData([...eventKeys.all(), 'open'], { docs: [] });
    client.setQueryData(feedKeys.notice(), null);
    client.setQueryData(profileKeys.all(), {});

    await i18n.changeLanguage('de');

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale([...eventKeys.all(), 'open'])).toBe(true);
    expect(stale(feedKeys.notice())).toBe(true);
    expect(stale(profileKeys.all())).toBe(false);
  });
});
