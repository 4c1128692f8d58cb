import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperatorLinks } from '../../entities/settings/settings';
import { legalItems } from '../navigation';
import { NavList } from './nav-list';

/**
 * The foot of the administrator's drawer: the legal pages, and, while the deployment names no
 * imprint, a hint to set IMPRINT_URL instead of a silent absence (decision 065).
 */
export function AdminLegalSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const links = useOperatorLinks();
  return (
    <>
      {links.isImprintMissing && (
        <Alert role="status" color="yellow" variant="light" title={t('legal.imprintMissing')}>
          <Text size="xs">{t('legal.imprintMissingHelp')}</Text>
        </Alert>
      )}
      <NavList items={legalItems(links)} onNavigate={onNavigate} label={t('nav.legalLabel')} />
    </>
  );
}
