import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardLink } from '../dashboard-links';
import { DashboardCard } from './dashboard-card';

/** A dashboard tile: what the screen is for, and a button that opens it. */
export function DashboardLinkCard({ link }: { link: DashboardLink }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      icon={link.icon}
      title={t(`links.${link.key}.title`)}
      description={t(`links.${link.key}.description`)}
    >
      <Group justify="flex-end">
        <Button component={Link} to={link.to} variant="light">
          {t(`links.${link.key}.open`)}
        </Button>
      </Group>
    </DashboardCard>
  );
}
