import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PrivacyBlock, PrivacyNotice, PrivacySection } from '../content/sections';

function Block({ block }: { block: PrivacyBlock }) {
  if (typeof block === 'string') {
    return (
      <Text size="sm" lh={1.6}>
        {block}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} withPadding>
      {block.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

interface SectionProps {
  section: PrivacySection;
  /** The operator's imprint, linked from the section naming who is responsible. */
  imprint: { href: string; label: string } | undefined;
}

function Section({ section, imprint }: SectionProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {section.title}
      </Title>
      {section.blocks.map((block) => (
        <Block key={typeof block === 'string' ? block : block.join()} block={block} />
      ))}
      {section.id === 'controller' && imprint && (
        <Text size="sm">
          <Anchor href={imprint.href} target="_blank" rel="noopener noreferrer">
            {imprint.label}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** The app's own privacy notice in one language, the imprint linked when there is one. */
export function PrivacyNoticeContent({
  notice,
  imprintUrl,
}: {
  notice: PrivacyNotice;
  imprintUrl: string | undefined;
}) {
  const imprint = imprintUrl ? { href: imprintUrl, label: notice.imprint } : undefined;
  return (
    <Stack gap="lg">
      <Text size="sm" lh={1.6}>
        {notice.intro}
      </Text>
      {notice.sections.map((section) => (
        <Section key={section.id} section={section} imprint={imprint} />
      ))}
    </Stack>
  );
}
