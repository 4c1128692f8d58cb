import type { RankingRow } from '@cc/shared/rankings/rankings.schemas';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';

/** A name wraps onto more lines, breaking a long word only where it must (decision 076). */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

interface ParticipantNameProps {
  row: RankingRow;
  eventId: string;
  /** Centres the name (podium). */
  centered?: boolean;
}

/**
 * A ranked participant's name: a link to their competitor page, except for an Anonymous
 * participant (translated label, never linkable: spec §6) and the viewer's own row (marked
 * instead).
 */
export function ParticipantName({ row, eventId, centered = false }: ParticipantNameProps) {
  const { t } = useTranslation('rankings');
  const align = centered ? 'center' : undefined;
  if (row.isAnonymous || !row.creatorId) {
    return (
      <Text size="sm" c="dimmed" fs="italic" ta={align}>
        {t('anonymous')}
      </Text>
    );
  }
  if (row.isMe) {
    const name = (
      <Text size="sm" fw={600} ta={align} style={wrapAnywhere}>
        {row.displayName}
      </Text>
    );
    const badge = (
      <Badge size="xs" variant="light">
        {t('you')}
      </Badge>
    );
    // On the narrow podium the badge goes under the name, so neither is cut.
    return centered ? (
      <Stack gap={2} align="center" miw={0}>
        {name}
        {badge}
      </Stack>
    ) : (
      <Group gap={6} miw={0}>
        {name}
        {badge}
      </Group>
    );
  }
  return (
    <Anchor
      component={Link}
      to={paths.competitor(row.creatorId, eventId)}
      size="sm"
      fw={500}
      ta={align}
      style={wrapAnywhere}
    >
      {row.displayName}
    </Anchor>
  );
}
