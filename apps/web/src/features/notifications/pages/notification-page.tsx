import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { errorMessageKey, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from '../components/notification-item';

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
  const docs = list.data?.pages.flatMap((page) => page.docs) ?? [];

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

  if (list.isPending) return <Loader size="sm" mx="auto" display="block" />;
  if (list.isError) {
    return (
      <Text c="red" role="alert">
        {t(errorMessageKey(list.error))}
      </Text>
    );
  }

  return (
    <Stack gap="sm" maw={640} mx="auto">
      {docs.length > 0 && (
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
      {docs.length === 0 ? (
        <Text c="dimmed">{t('common:empty.noRecords')}</Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          aria-label={t('listLabel')}
          style={{ listStyle: 'none' }}
        >
          {docs.map((n) => (
            <NotificationItem
              key={n._id}
              notification={n}
              onDelete={onDelete}
              isDeleting={remove.isPending && remove.variables === n._id}
            />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          variant="subtle"
          mx="auto"
          loading={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
