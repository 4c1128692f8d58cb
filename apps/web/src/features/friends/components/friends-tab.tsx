import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { formatDate } from '../../../lib/format';
import { errorMessageKey } from '../../../lib/notify';
import { useDeleteFriend } from '../api/delete-friend';
import { useMyFriends } from '../api/get-my-friends';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { toastFriendAction } from '../notify-friend-action';
import { PersonList } from './person-list';
import { PersonRow, useShownName } from './person-row';

/** The friends tab of /myfriends: every friend, 10 at a time as the person scrolls. */
export function FriendsTab() {
  const { t } = useTranslation('friends');
  const shownName = useShownName();
  const friends = useMyFriends();
  const remove = useDeleteFriend();
  const { hasNextPage, isFetching, fetchNextPage } = friends;
  useLoadMoreOnScroll({ hasNextPage, isFetching, fetchNextPage });
  const docs = friends.data?.pages.flatMap((page) => page.docs) ?? [];

  const onRemove = async (id: string) => {
    const sure = await confirm({ messageKey: 'friends:myFriends.removeConfirm', danger: true });
    if (sure) toastFriendAction(remove.mutateAsync(id), 'delete');
  };

  if (friends.isPending) return <Loader size="sm" mx="auto" />;
  if (friends.isError) {
    return (
      <Text c="red" role="alert">
        {t(errorMessageKey(friends.error))}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <PersonList label={t('myFriends.tabs.friends')} isEmpty={docs.length === 0}>
        {docs.map((friendship) => {
          const name = shownName(friendship.user);
          return (
            <PersonRow
              key={friendship._id}
              person={friendship.user}
              actions={
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('myFriends.removeFor', { name })}
                  loading={remove.isPending && remove.variables === friendship._id}
                  onClick={() => onRemove(friendship._id)}
                >
                  {t('myFriends.remove')}
                </Button>
              }
              detail={
                friendship.acceptedAt
                  ? t('myFriends.since', { date: formatDate(friendship.acceptedAt) })
                  : undefined
              }
            />
          );
        })}
      </PersonList>
      {friends.isFetchingNextPage && <Loader size="sm" mx="auto" />}
    </Stack>
  );
}
