import { SimpleGrid } from '@mantine/core';
import { AdminNoticeCard } from '../components/admin-notice-card';
import { DashboardLinkCard } from '../components/dashboard-link-card';
import { UsersExportCard } from '../components/users-export-card';
import { dashboardLinks } from '../dashboard-links';

/**
 * `/dashboard` (admin): the newsfeed's pinned notice, tiles for the admin screens and the
 * Excel export of all users.
 */
export function DashboardPage() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <AdminNoticeCard />
      {dashboardLinks.map((link) => (
        <DashboardLinkCard key={link.key} link={link} />
      ))}
      <UsersExportCard />
    </SimpleGrid>
  );
}
