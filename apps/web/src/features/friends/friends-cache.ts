import type { Paged } from '@cc/shared/common/paging';
import type { Friendship } from '@cc/shared/friends/friends.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { sessionQueryKeys } from '../../lib/query-keys';
import { friendsKeys } from './friends-keys';

/**
 * After a friend action: takes the friendship out of every cached list at once (the person
 * sees it go without waiting), then refreshes everything under ['profile'] (the profile's
 * friend references, the lists themselves, the add-friend buttons).
 */
export async function dropFriendship(queryClient: QueryClient, id: string): Promise<void> {
  const keep = (f: Friendship) => f._id !== id;
  queryClient.setQueryData<InfiniteData<Paged<Friendship>>>(friendsKeys.myFriends, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, docs: page.docs.filter(keep) })) }
      : data,
  );
  for (const key of [friendsKeys.waiting, friendsKeys.sending]) {
    queryClient.setQueryData<Friendship[]>(key, (docs) => docs?.filter(keep));
  }
  await queryClient.invalidateQueries({ queryKey: sessionQueryKeys.profile });
}
