import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    </Stack>
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
