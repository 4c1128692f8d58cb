import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import type { DashboardLink } from '../dashboard-links';

/** A dashboard tile: what the screen is for, and a button that opens it. */
export function DashboardLinkCard({ link }: { link: DashboardLink }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <Icon name={link.icon} size={20} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {t(`links.${link.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`links.${link.key}.description`)}
            </Text>
          </div>
        </Group>
        <Group justify="flex-end">
          <Button component={Link} to={link.to} variant="light">
            {t(`links.${link.key}.open`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
