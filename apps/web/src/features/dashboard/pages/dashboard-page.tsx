import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLinkCard } from '../components/dashboard-link-card';
import { NoticeEditorCard } from '../components/notice-editor-card';
import { UsersExportCard } from '../components/users-export-card';
import { dashboardLinks } from '../dashboard-links';

/**
 * `/dashboard` (admin): the newsfeed's pinned notice, the money raised per running event
 * (`raised`, which the app composes in from the fundraising feature), tiles for the admin
 * screens and the Excel export of all users.
 */
export function DashboardPage({ raised }: { raised?: ReactNode } = {}) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <NoticeEditorCard />
      {raised && (
        <DashboardCard
          icon="chart"
          color="teal"
          title={t('raised.title')}
          description={t('raised.description')}
        >
          {raised}
        </DashboardCard>
      )}
      {dashboardLinks.map((link) => (
        <DashboardLinkCard key={link.key} link={link} />
      ))}
      <UsersExportCard />
    </SimpleGrid>
  );
}
