import { Button, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { errorMessageKey } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useNotification } from '../api/get-notification';
import { sanitizeMessageHtml } from '../message-html';
import { notificationText } from '../notification-display';

/**
 * /notificationDetail?id= (participant spec §2): an administrator's message in full, with its
 * title, text (rich text: paragraphs, headings, lists, quotes and links, sanitized by the server
 * and once more here), sender and date, and a way back to the list.
 */
export function NotificationDetailPage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useNotification(id);

  const back = (
    <Button component={Link} to={paths.notification} variant="light" w="fit-content">
      {t('detail.back')}
    </Button>
  );

  if (!id || isApiError(query.error, 'NOT_FOUND')) {
    return (
      <Stack gap="md" maw={640} mx="auto">
        <Text role="alert">{t('detail.notFound')}</Text>
        {back}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md" maw={640} mx="auto">
        <Text role="alert" c="red">
          {t(errorMessageKey(query.error))}
        </Text>
        {back}
      </Stack>
    );
  }
  if (!query.data) return <LoadingScreen />;

  const n = query.data;
  const description = sanitizeMessageHtml(n.description);
  return (
    <Stack gap="md" maw={640} mx="auto" component="article">
      <Title order={2} size="h3">
        {notificationText(n, t)}
      </Title>
      <Group gap="sm" wrap="nowrap">
        {n.sender && (
          <UserAvatar
            id={n.sender._id}
            src={n.sender.avatar}
            name={n.sender.displayName}
            size="sm"
          />
        )}
        <Text size="sm" c="dimmed">
          {n.sender ? t('detail.from', { name: n.sender.displayName }) : null}
          {n.sender ? ' · ' : null}
          {formatDate(n.createdAt)}
        </Text>
      </Group>
      {description && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeMessageHtml
        <Typography dangerouslySetInnerHTML={{ __html: description }} />
      )}
      {back}
    </Stack>
  );
}
