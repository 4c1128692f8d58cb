import type { Notification } from '@cc/shared/notifications/notifications.schemas';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../components/confirm';
import { OverflowMenu } from '../../../components/overflow-menu';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format';
import { notificationTarget, notificationText } from '../notification-display';

interface NotificationItemProps {
  notification: Notification;
  onDelete: (id: string) => void;
  isDeleting: boolean;
}

/**
 * One row of /notification: sender avatar, text (up to two lines) and date lead on; its "…"
 * menu deletes it after the spec's confirmation naming the notification (decision 077).
 */
export function NotificationItem({ notification, onDelete, isDeleting }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const text = notificationText(notification, t);
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="xs"
      py="xs"
      data-unread={notification.isRead ? undefined : true}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <UnstyledButton
        component={Link}
        to={notificationTarget(notification)}
        // 44 px high for a finger even when the text is one line (decision 081).
        style={{ flex: 1, minWidth: 0, minHeight: 44 }}
      >
        <Group wrap="nowrap" gap="sm">
          <UserAvatar
            id={notification.sender?._id ?? null}
            src={notification.sender?.avatar}
            name={notification.sender?.displayName ?? ''}
          />
          <Stack gap={0} miw={0}>
            <Text
              fw={notification.isRead ? 400 : 600}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(notification.createdAt)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <OverflowMenu
        label={t('actionsLabel', { text })}
        busy={isDeleting}
        actions={[
          {
            label: t('delete'),
            danger: true,
            onClick: async () => {
              if (await confirm({ danger: true, subject: text })) onDelete(notification._id);
            },
          },
        ]}
      />
    </Group>
  );
}
