/** The two feed tabs (participant spec §2): every visible post, or friends' and one's own. */
export const feedFilters = ['all', 'friends'] as const;
export type FeedFilter = (typeof feedFilters)[number];

/**
 * Query keys of the feed. Everything lives under ['feed'], so one invalidation refreshes
 * the lists, the single posts and the notice together.
 */
export const feedKeys = {
  all: ['feed'] as const,
  lists: ['feed', 'list'] as const,
  list: (filter: FeedFilter) => ['feed', 'list', filter] as const,
  post: (id: string) => ['feed', 'post', id] as const,
  notice: ['feed', 'notice'] as const,
};
