import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons';

interface DashboardCardProps {
  icon: IconName;
  /** The Mantine colour of the icon; the theme's primary colour without one. */
  color?: string;
  title: string;
  description: string;
  /** What the card offers under its heading: a form, a button. */
  children: ReactNode;
}

/** A dashboard tile: an icon, what it is for, and what it offers. */
export function DashboardCard({ icon, color, title, description, children }: DashboardCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
            <Icon name={icon} size={20} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
