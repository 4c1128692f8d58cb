import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/routes';

/** Any address the app does not know; the link home lands wherever the visitor belongs. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('common:appName')}`;
  }, [t]);
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={420}>
        <Text fz={64} fw={800} c="blue.7" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to={paths.root}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
