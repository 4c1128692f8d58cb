import type { AdminNotice } from '@cc/shared/feed/feed.schemas';
import { Paper, Text, Title } from '@mantine/core';
import { useTexts } from '../../../lib/use-texts';

/**
 * The administrators' pinned notice (`useAdminNotice`), sticky under the header at the top of
 * the feed (participant spec §2). Nothing shows without a notice or when it cannot be loaded:
 * the feed is still usable.
 */
export function AdminNoticeCard({ notice }: { notice: AdminNotice | null | undefined }) {
  const { t } = useTexts('feed');
  if (!notice) return null;
  return (
    <Paper
      component="aside"
      aria-label={t('notice.label')}
      withBorder
      shadow="xs"
      radius="md"
      p="sm"
      bg="yellow.0"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 56px)', zIndex: 2 }}
    >
      {notice.title && (
        <Title order={2} size="h5" mb={4}>
          {notice.title}
        </Title>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {notice.notice}
      </Text>
    </Paper>
  );
}
