import { Anchor, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { useOperatorLinks } from '../../../entities/settings/settings';
import { paths } from '../../../lib/routes';

/** The sections of the terms (July 2020 version), in reading order. */
const sectionKeys = [
  'scope',
  'eligibility',
  'account',
  'activities',
  'content',
  'rights',
  'availability',
  'liability',
  'privacy',
  'deletion',
  'changes',
  'law',
  'final',
] as const;

function Section({ sectionKey, order }: { sectionKey: string; order: TitleOrder }) {
  const { t } = useTranslation('terms');
  const paragraphs = t(`sections.${sectionKey}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <Stack gap="xs" component="section">
      <Title order={order} size="h4">
        {t(`sections.${sectionKey}.title`)}
      </Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm" lh={1.6}>
          {paragraph}
        </Text>
      ))}
      {sectionKey === 'privacy' && <PrivacyNoticeLink />}
    </Stack>
  );
}

/**
 * The privacy notice the terms refer to: the operator's, else the app's own (decision 065).
 * It opens in a new tab, as the terms also show in the register form's dialog.
 */
function PrivacyNoticeLink() {
  const { t } = useTranslation('terms');
  const { privacy } = useOperatorLinks();
  const ownPage = useHref(paths.privacy);
  return (
    <Text size="sm">
      <Anchor
        href={privacy.external ? privacy.href : ownPage}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('privacyNotice')}
      </Anchor>
    </Text>
  );
}

/**
 * The terms and conditions in the UI language: used by the `/term` page and by the register
 * modal. `headingLevel` is the level of the section headings.
 */
export function TermsContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('terms');
  const sectionOrder: TitleOrder = headingLevel === 2 ? 2 : 3;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('version')}
      </Text>
      <Text size="sm" lh={1.6}>
        {t('intro')}
      </Text>
      {sectionKeys.map((key) => (
        <Section key={key} sectionKey={key} order={sectionOrder} />
      ))}
    </Stack>
  );
}
