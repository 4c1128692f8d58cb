import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { InfiniteList, ListEmpty } from '../../../components/infinite-list';
import { PlainList } from '../../../components/plain-list';
import { formatDate } from '../../../lib/format';
import { useDeleteFriend } from '../api/delete-friend';
import { useMyFriends } from '../api/get-my-friends';
import { toastFriendAction } from '../notify-friend-action';
import { InviteColleague } from './invite-colleague';
import { PersonRow, useShownName } from './person-row';

const friendshipKey = (friendship: Friendship) => friendship._id;

/**
 * The friends tab of /myfriends: every friend, 10 at a time as the person scrolls; without
 * friends, the spec's 'No record found' and below it a way to invite a colleague (issue 27).
 */
export function FriendsTab() {
  const { t } = useTranslation('friends');
  const shownName = useShownName();
  const friends = useMyFriends();
  const remove = useDeleteFriend();

  const onRemove = async (id: string) => {
    const sure = await confirm({ titleKey: 'friends:myFriends.removeConfirm', danger: true });
    if (sure) toastFriendAction(remove.mutateAsync(id), 'delete');
  };

  return (
    <InfiniteList
      query={friends}
      itemKey={friendshipKey}
      empty={
        <>
          <ListEmpty empty="noRecords" />
          <InviteColleague />
        </>
      }
      errorTitle={t('myFriends.loadFailed')}
    >
      {(docs) => (
        <PlainList label={t('myFriends.tabs.friends')}>
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
        </PlainList>
      )}
    </InfiniteList>
  );
}
