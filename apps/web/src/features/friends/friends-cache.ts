import type { Paged } from '@cc/shared/common/paging';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { refreshFriends } from '../../entities/friends/friends';
import { friendKeys } from '../../entities/query-keys';

/**
 * After a friend action: takes the friendship out of every cached list at once (the person
 * sees it go without waiting), then refreshes the friend state (the profile's friend
 * references, the lists themselves, the add-friend buttons).
 */
export async function dropFriendship(queryClient: QueryClient, id: string): Promise<void> {
  const keep = (f: Friendship) => f._id !== id;
  queryClient.setQueryData<InfiniteData<Paged<Friendship>>>(friendKeys.mine(), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, docs: page.docs.filter(keep) })) }
      : data,
  );
  for (const key of [friendKeys.requests('waiting'), friendKeys.requests('sending')]) {
    queryClient.setQueryData<Friendship[]>(key, (docs) => docs?.filter(keep));
  }
  await refreshFriends(queryClient);
}
