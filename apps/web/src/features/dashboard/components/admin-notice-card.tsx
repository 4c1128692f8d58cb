import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { useAdminNotice } from '../../../lib/admin-notice';
import { AdminNoticeForm } from './admin-notice-form';

/** The dashboard card of the newsfeed's pinned notice: loads it, then its form. */
export function AdminNoticeCard() {
  const { t } = useTranslation('dashboard');
  const notice = useAdminNotice();

  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="yellow" size="lg" radius="md" aria-hidden>
            <Icon name="news" size={20} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {t('notice.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notice.description')}
            </Text>
          </div>
        </Group>
        {notice.isPending ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : notice.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('notice.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void notice.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          // A new key after a create or delete starts the form from the stored notice.
          <AdminNoticeForm key={notice.data?._id ?? 'new'} notice={notice.data} />
        )}
      </Stack>
    </Paper>
  );
}
