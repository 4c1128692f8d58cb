import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLinkCard } from '../components/dashboard-link-card';
import { NoticeEditorCard } from '../components/notice-editor-card';
import { UsersExportCard } from '../components/users-export-card';
import { dashboardLinks } from '../dashboard-links';

interface DashboardPageProps {
  /** The live figures of the running events, opening the page (the insights feature). */
  live?: ReactNode;
  /** The money raised per running event (the fundraising feature). */
  raised?: ReactNode;
}

/**
 * `/dashboard` (admin): the live figures of the running events, then the newsfeed's pinned
 * notice, the money raised per running event, tiles for the admin screens and the Excel
 * export of all users. `live` and `raised` come from other features, composed in by the app.
 */
export function DashboardPage({ live, raised }: DashboardPageProps = {}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xl">
      {live}
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
    </Stack>
  );
}
