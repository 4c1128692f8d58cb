import type { Team } from '@cc/shared/teams/teams.schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CutText } from '../../../components/cut-text';
import { formatNumber } from '../../../lib/format';
import { TeamAvatar } from './team-avatar';

interface TeamCardProps {
  team: Team;
  /** Whether the user belongs to this team. */
  isCurrent: boolean;
  /** Whether the user belongs to another team (joining this one switches). */
  hasOtherTeam: boolean;
  /** Whether a join or leave is being sent, to hold every button meanwhile. */
  isBusy: boolean;
  onJoin: (team: Team) => void;
  onLeave: (team: Team) => void;
}

/**
 * One team of the participant's list: initials, name (cut at 20 characters, spec §9),
 * description and members; the user's own team is marked and offers leaving, the others
 * joining (or switching).
 */
export function TeamCard({
  team,
  isCurrent,
  hasOtherTeam,
  isBusy,
  onJoin,
  onLeave,
}: TeamCardProps) {
  const { t } = useTranslation('teams');
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={isCurrent ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <TeamAvatar id={team._id} name={team.name} />
        <Stack gap={2} flex={1} miw={0}>
          <Group gap={6} wrap="wrap">
            <Text fw={600}>
              <CutText text={team.name} />
            </Text>
            {isCurrent && (
              <Badge size="sm" variant="filled">
                {t('list.current')}
              </Badge>
            )}
          </Group>
          {team.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {team.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('members', { count: team.memberCount, value: formatNumber(team.memberCount) })}
          </Text>
        </Stack>
        {isCurrent ? (
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={isBusy}
            aria-label={t('list.leaveTeam', { name: team.name })}
            onClick={() => onLeave(team)}
          >
            {t('list.leave')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant={hasOtherTeam ? 'light' : 'filled'}
            disabled={isBusy}
            aria-label={t(hasOtherTeam ? 'list.switchTeam' : 'list.joinTeam', { name: team.name })}
            onClick={() => onJoin(team)}
          >
            {t(hasOtherTeam ? 'list.switch' : 'list.join')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
