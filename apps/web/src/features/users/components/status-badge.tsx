import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active/inactive badge of a user. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
