import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationCheck } from '../../entities/notifications/announcements';
import { notificationKeys } from '../../entities/query-keys';
import { withAllComponentStyles } from '../../lib/component-styles';
import {
  hasAnsweredPushOffer,
  rememberPushOfferAnswer,
  shouldOfferPush,
} from '../../lib/pwa/push-offer';
import { usePushPermission } from '../../lib/pwa/push-permission';

const loadPushOfferSheet = withAllComponentStyles(() => import('./push-offer-sheet'));
const PushOfferSheet = lazy(async () => ({ default: (await loadPushOfferSheet()).PushOfferSheet }));

/** Whether the newest notification the unread check found is an unread like of my activity. */
function isUnreadLike(check: NotificationCheck | undefined): boolean {
  const newest = check?.newest;
  return newest?.type === NotificationType.LIKE_ON_MY_ACTIVITY && !newest.isRead;
}

/**
 * Whether a like arrived: read from the unread check the bottom bar's dot already polls
 * (every 10 s), so no request of its own.
 */
function useLikeArrived(): boolean {
  const queryClient = useQueryClient();
  const read = () =>
    isUnreadLike(queryClient.getQueryData<NotificationCheck>(notificationKeys.unread()));
  const [arrived, setArrived] = useState(read);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== hashKey(notificationKeys.unread())) return;
        if (isUnreadLike(event.query.state.data as NotificationCheck | undefined)) {
          setArrived(true);
        }
      }),
    [queryClient],
  );
  return arrived;
}

/**
 * The push offer at the second right moment (issue 27, decision 074): when a colleague's
 * like reaches the person, in a sheet, once per device. Closing the sheet counts as "not
 * now": it does not come back with every check.
 */
export function PushOfferOnLike() {
  const { permission } = usePushPermission();
  const liked = useLikeArrived();
  const [isDone, setDone] = useState(false);
  if (!liked || isDone || !shouldOfferPush(permission, hasAnsweredPushOffer())) return null;

  const close = () => {
    if (!hasAnsweredPushOffer()) rememberPushOfferAnswer('later');
    setDone(true);
  };
  return (
    <Suspense fallback={null}>
      <PushOfferSheet onClose={close} />
    </Suspense>
  );
}
