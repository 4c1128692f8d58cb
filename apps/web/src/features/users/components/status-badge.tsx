import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active/inactive badge of a user. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return (
    // A badge clips its label; in an auto-sized table it must keep its full width.
    <Badge color={active ? 'teal' : 'gray'} variant="light" miw="max-content">
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
