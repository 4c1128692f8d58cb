import {
  ActionIcon,
  Burger,
  Group,
  Indicator,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/icons';
import { LoadingScreen } from '../../components/loading-screen';
import { useHasOpened } from '../../components/use-lazy-overlay';
import { useProfile } from '../../entities/profile/profile';
import { useHasUnreadNotifications } from '../../features/notifications/api/get-unread-count';
import { useNewNotificationMarker } from '../../features/notifications/hooks/use-new-notification-marker';
import { withAllComponentStyles } from '../../lib/component-styles';
import { applyProfileLanguage } from '../../lib/i18n';
import { userBottomItems, userHeaderActions } from '../navigation';
import { useRouteMeta } from '../use-route-meta';
import '../styles/signed-in-first';
import classes from './layouts.module.css';
import { PushOfferOnLike } from './push-offer-on-like';
import { ShellNotices } from './shell-notices';

/**
 * The class react-remove-scroll (under Mantine's modals and drawers) gives a right margin the
 * width of the scrollbar it hides, so that fixed full-width bars do not jump when one opens.
 */
const FULL_WIDTH = 'width-before-scroll-bar';

const loadNavDrawer = withAllComponentStyles(() => import('./nav-drawer'));
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

function BackButton({ to }: { to?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.back')}
      onClick={() => (to ? navigate(to) : navigate(-1))}
    >
      <Icon name="arrowLeft" />
    </ActionIcon>
  );
}

function BottomBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // The dot shows unread notifications, and a push that arrived since the page was opened.
  const unread = useHasUnreadNotifications();
  const pushed = useNewNotificationMarker();
  const hasUnread = unread || pushed;
  return (
    <nav aria-label={t('nav.bottomLabel')} className={classes.bottomBar}>
      {userBottomItems.map((item) => {
        const active = pathname === item.to;
        return (
          <UnstyledButton
            key={item.key}
            component={Link}
            to={item.to}
            className={classes.bottomItem}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {/* The notification entry carries a dot while unread notifications exist. */}
            <Indicator
              size={8}
              color="red"
              offset={2}
              disabled={!(item.key === 'notification' && hasUnread)}
            >
              <Icon name={item.icon} />
            </Indicator>
            <Text size="xs">{t(item.labelKey)}</Text>
            {item.key === 'notification' && hasUnread && (
              <VisuallyHidden>{t('notifications:unreadDot')}</VisuallyHidden>
            )}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}

/**
 * The participant's frame (admin spec §2): top bar with back and menu buttons, title and
 * actions; a side drawer menu, loaded with its first opening; a bottom bar. The profile's
 * language drives the UI.
 */
export function UserLayout() {
  const { t } = useTranslation('shell');
  const [menuOpened, menu] = useDisclosure(false);
  const hasOpenedMenu = useHasOpened(menuOpened);
  const { meta, title } = useRouteMeta();
  const language = useProfile().data?.language;

  useEffect(() => {
    if (language) applyProfileLanguage(language);
  }, [language]);

  return (
    // Plain elements rather than Mantine's AppShell, whose code (its resizing, media styles and
    // the scroll lock's library, about 28 kB) the newsfeed's first paint does not need
    // (decision 087). A modal's scroll lock still keeps the bars in place (`FULL_WIDTH`).
    <div className={classes.userShell}>
      <header className={`${classes.userHeader} ${FULL_WIDTH}`}>
        <Group h="100%" px="sm" gap="md" wrap="nowrap">
          {meta?.back && <BackButton to={meta.backTo} />}
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            size="sm"
            aria-label={t('header.menu')}
            aria-expanded={menuOpened}
          />
          <Title order={1} size="h4" className={classes.title}>
            {title || t('common:appName')}
          </Title>
          {userHeaderActions.map((action) => (
            <ActionIcon
              key={action.key}
              component={Link}
              to={action.to}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t(action.labelKey)}
            >
              <Icon name={action.icon} />
            </ActionIcon>
          ))}
        </Group>
      </header>

      {hasOpenedMenu && (
        // The menu button stays as it is while the drawer loads.
        <Suspense fallback={null}>
          <NavDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}

      <main className={`${classes.userMain} ${classes.main}`}>
        <ShellNotices />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>

      <PushOfferOnLike />

      <footer className={`${classes.userFooter} ${FULL_WIDTH}`}>
        <BottomBar />
      </footer>
    </div>
  );
}
