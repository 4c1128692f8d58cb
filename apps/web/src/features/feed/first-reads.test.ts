import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { sendNewsfeedRequests } from './early-requests';
import { newsfeedFirstReads } from './first-reads';

/** The addresses the early start reads for the plans, as its script resolves them. */
function plannedUrls(): string[] {
  return newsfeedFirstReads.map((plan) =>
    'url' in plan
      ? plan.url
      : (plan.urls[localStorage.getItem(plan.storageKey) ?? ''] ?? plan.otherwise),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the newsfeed's early start", () => {
  it.each([null, 'all', 'friends', 'unknown'])(
    'reads exactly what the page sends first (stored tab %s)',
    (tab) => {
      if (tab) localStorage.setItem('newsfeedFilter', tab);
      mockFetch({});
      sendNewsfeedRequests();
      const sent = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
      expect(sent).toEqual(plannedUrls());
    },
  );
});
