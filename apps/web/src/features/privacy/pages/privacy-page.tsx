import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperatorLinks } from '../../../entities/settings/settings';
import { useAuthStore } from '../../../lib/auth-store';
import { isUiLanguage } from '../../../lib/i18n';
import { PrivacyNoticeContent } from '../components/privacy-notice-content';
import { privacyNotices } from '../content/privacy-notice';

/**
 * `/privacy`: the app's own privacy notice in the UI language, open to everyone (decision
 * 065). When the operator publishes their own (PRIVACY_URL), it points there instead, so no
 * visitor reads two notices. Signed in, the layout's header carries the title as the heading.
 */
export function PrivacyPage() {
  const { i18n } = useTranslation();
  const authed = useAuthStore((s) => s.authed);
  const { imprint, privacy } = useOperatorLinks();
  const notice = privacyNotices[isUiLanguage(i18n.language) ? i18n.language : 'de'];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} my="md">
      <Stack gap="md">
        {!authed && (
          <Title order={1} size="h2">
            {notice.title}
          </Title>
        )}
        {privacy.external ? (
          <Text size="sm">
            {notice.operatorNotice.text}{' '}
            <Anchor href={privacy.href} target="_blank" rel="noopener noreferrer">
              {notice.operatorNotice.link}
            </Anchor>
          </Text>
        ) : (
          <PrivacyNoticeContent notice={notice} imprintUrl={imprint} />
        )}
      </Stack>
    </Paper>
  );
}
