import { AppShell, Burger, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { LoadingScreen } from '../../components/loading-screen';
import { useWaitingReviews } from '../../features/fair-play/api/get-review-count';
import { adminDrawerItems } from '../navigation';
import { useRouteMeta } from '../use-route-meta';
import { AdminLegalSection } from './admin-legal-section';
import classes from './layouts.module.css';
import { NavList } from './nav-list';
import { ShellNotices } from './shell-notices';

/**
 * The administrator's frame (admin spec §2): a permanent drawer (a toggled one on phones),
 * its Review entry with the count of activities waiting, and a header with the page title
 * and the DE/EN toggle.
 */
export function AdminLayout() {
  const { t } = useTranslation('shell');
  const [opened, navbar] = useDisclosure(false);
  const { title } = useRouteMeta();
  // The activities waiting for review, beside the menu's Review entry (issue 25).
  const waitingReviews = useWaitingReviews();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={navbar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('header.menu')}
            aria-expanded={opened}
          />
          <Title order={1} size="h4" className={classes.title}>
            {title || t('adminTitle')}
          </Title>
          <LanguageToggle />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('nav.adminLabel')}>
        <AppShell.Section grow component={ScrollArea}>
          <NavList
            items={adminDrawerItems}
            onNavigate={navbar.close}
            counts={{ review: waitingReviews }}
          />
        </AppShell.Section>
        <AppShell.Section>
          <AdminLegalSection onNavigate={navbar.close} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <ShellNotices />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
