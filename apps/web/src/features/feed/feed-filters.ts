/** The two feed tabs (participant spec §2): every visible post, or friends' and one's own. */
export const feedFilters = ['all', 'friends'] as const;
export type FeedFilter = (typeof feedFilters)[number];
