import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../components/use-lazy-overlay';
import { useOperatorLinks } from '../../entities/settings/settings';
import { userDrawerItems } from '../navigation';
import { NavList } from './nav-list';

/**
 * The participant's side menu (admin spec §2). Its own chunk, loaded with the first press on
 * the menu button (user-layout.tsx): the first page paints without the drawer's modal code.
 */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const isOpen = useOpenedAfterMount(opened);
  const links = useOperatorLinks();
  return (
    <Drawer opened={isOpen} onClose={onClose} title={t('common:appName')} size="xs" padding="sm">
      <NavList items={userDrawerItems(links)} onNavigate={onClose} />
    </Drawer>
  );
}
