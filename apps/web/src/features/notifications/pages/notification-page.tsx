import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { InfiniteList } from '../../../components/infinite-list';
import { PlainList } from '../../../components/plain-list';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from '../components/notification-item';

const notificationKey = (n: Notification) => n._id;

/**
 * /notification (participant spec §2, §8, §9): the user's notifications, newest first, each
 * leading where its type says; delete one or, after confirmation, all. Opening the page
 * marks everything read, which clears the dot on the bottom bar.
 */
export function NotificationPage() {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotification();
  const removeAll = useDeleteAllNotifications();
  const hasAny = list.data?.pages.some((page) => page.docs.length > 0) ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page
  useEffect(() => {
    markRead.mutate();
  }, []);

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notifySuccess('notifications:toast.deleted'),
      onError: (error) => notifyError(error, 'notifications:toast.deleteFailed'),
    });

  const onDeleteAll = async () => {
    if (!(await confirm({ danger: true }))) return;
    removeAll.mutate(undefined, {
      onSuccess: () => notifySuccess('notifications:toast.allDeleted'),
      onError: (error) => notifyError(error, 'notifications:toast.deleteFailed'),
    });
  };

  return (
    <Stack gap="sm" maw={640} mx="auto">
      {hasAny && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={removeAll.isPending}
            onClick={onDeleteAll}
          >
            {t('deleteAll')}
          </Button>
        </Group>
      )}
      <InfiniteList query={list} itemKey={notificationKey} empty="noRecords">
        {(items) => (
          <PlainList label={t('listLabel')}>
            {items.map((n) => (
              <NotificationItem
                key={n._id}
                notification={n}
                onDelete={onDelete}
                isDeleting={remove.isPending && remove.variables === n._id}
              />
            ))}
          </PlainList>
        )}
      </InfiniteList>
    </Stack>
  );
}
