import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useAdminNotice } from '../../../entities/admin-notice/admin-notice';
import { AdminNoticeForm } from './admin-notice-form';
import { DashboardCard } from './dashboard-card';

/**
 * The dashboard tile that edits the newsfeed's pinned notice (the feed shows it in its
 * `AdminNoticeCard`): loads the notice, then its form.
 */
export function NoticeEditorCard() {
  const { t } = useTranslation('dashboard');
  const notice = useAdminNotice();

  return (
    <DashboardCard
      icon="news"
      color="yellow"
      title={t('notice.title')}
      description={t('notice.description')}
    >
      {notice.isPending ? (
        <Loader size="sm" role="status" aria-label={t('common:loading')} />
      ) : notice.isError ? (
        <LoadError
          title={t('notice.loadFailed')}
          error={notice.error}
          onRetry={() => void notice.refetch()}
        />
      ) : (
        // A new key after a create or delete starts the form from the stored notice.
        <AdminNoticeForm key={notice.data?._id ?? 'new'} notice={notice.data} />
      )}
    </DashboardCard>
  );
}
