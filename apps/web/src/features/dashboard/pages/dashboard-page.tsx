import { SimpleGrid } from '@mantine/core';
import { DashboardLinkCard } from '../components/dashboard-link-card';
import { NoticeEditorCard } from '../components/notice-editor-card';
import { UsersExportCard } from '../components/users-export-card';
import { dashboardLinks } from '../dashboard-links';

/**
 * `/dashboard` (admin): the newsfeed's pinned notice, tiles for the admin screens and the
 * Excel export of all users.
 */
export function DashboardPage() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <NoticeEditorCard />
      {dashboardLinks.map((link) => (
        <DashboardLinkCard key={link.key} link={link} />
      ))}
      <UsersExportCard />
    </SimpleGrid>
  );
}
