import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store';
import { TermsContent } from '../components/terms-content';

/**
 * `/term`: the terms and conditions, open to everyone. Signed in, the layout's header already
 * carries the title as the page heading; on the public page the card shows it.
 */
export function TermsPage() {
  const { t } = useTranslation('terms');
  const authed = useAuthStore((s) => s.authed);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} my="md">
      <Stack gap="md">
        {!authed && (
          <Title order={1} size="h2">
            {t('title')}
          </Title>
        )}
        <TermsContent headingLevel={2} />
      </Stack>
    </Paper>
  );
}
