import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoading } from '../../../components/infinite-list';
import { LoadError } from '../../../components/load-error';
import { PlainList } from '../../../components/plain-list';
import { formatDate } from '../../../lib/format';
import { useAcceptFriend } from '../api/accept-friend';
import { useCancelRequest } from '../api/cancel-request';
import { type RequestDirection, useFriendRequests } from '../api/get-friend-requests';
import { useRejectFriend } from '../api/reject-friend';
import { toastFriendAction } from '../notify-friend-action';
import { PersonRow, useShownName } from './person-row';

function WaitingActions({ friendship, name }: { friendship: Friendship; name: string }) {
  const { t } = useTranslation('friends');
  const accept = useAcceptFriend();
  const reject = useRejectFriend();
  const busy = accept.isPending || reject.isPending;
  return (
    <>
      <Button
        size="xs"
        aria-label={t('myFriends.acceptFor', { name })}
        loading={accept.isPending}
        disabled={busy}
        onClick={() => toastFriendAction(accept.mutateAsync(friendship._id), 'add')}
      >
        {t('myFriends.accept')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('myFriends.declineFor', { name })}
        loading={reject.isPending}
        disabled={busy}
        onClick={() => toastFriendAction(reject.mutateAsync(friendship._id), 'reject')}
      >
        {t('myFriends.decline')}
      </Button>
    </>
  );
}

function SendingActions({ friendship, name }: { friendship: Friendship; name: string }) {
  const { t } = useTranslation('friends');
  const cancel = useCancelRequest();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      aria-label={t('myFriends.cancelFor', { name })}
      loading={cancel.isPending}
      onClick={() => toastFriendAction(cancel.mutateAsync(friendship._id), 'cancel')}
    >
      {t('myFriends.cancel')}
    </Button>
  );
}

/**
 * The pending tab (requests to me: accept or decline) or the request tab (my requests:
 * cancel) of /myfriends. The server names a sender to me only when they are Public, and
 * the people I asked unless they are Private, as the search named them (decision 068).
 */
export function RequestsTab({ direction }: { direction: RequestDirection }) {
  const { t } = useTranslation('friends');
  const shownName = useShownName();
  const requests = useFriendRequests(direction);
  const Actions = direction === 'waiting' ? WaitingActions : SendingActions;

  if (requests.isPending) return <ListLoading />;
  if (requests.isError) {
    return (
      <LoadError
        title={t('myFriends.loadFailed')}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) return <ListEmpty empty="noRecords" />;
  const label = t(direction === 'waiting' ? 'myFriends.tabs.pending' : 'myFriends.tabs.request');
  return (
    <PlainList label={label}>
      {requests.data.map((friendship) => (
        <PersonRow
          key={friendship._id}
          person={friendship.user}
          detail={t('myFriends.sent', { date: formatDate(friendship.createdAt) })}
          actions={<Actions friendship={friendship} name={shownName(friendship.user)} />}
        />
      ))}
    </PlainList>
  );
}
