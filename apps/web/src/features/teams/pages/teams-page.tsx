import type { Profile } from '@cc/shared/profile/profile.schemas';
import type { Team } from '@cc/shared/teams/teams.schemas';
import { Container, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { PlainList } from '../../../components/plain-list';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useProfileSelect } from '../../../entities/profile/profile';
import { useTeams } from '../../../entities/teams/team-list';
import { notifyError } from '../../../lib/notify';
import { useLeaveTeam } from '../api/leave-team';
import { useRegisterTeam } from '../api/register-team';
import { TeamCard } from '../components/team-card';

/** The user's team (`null` without one); it marks their card. */
const selectTeamId = (profile: Profile) => profile.teamId;

/**
 * `/teams` (participant): every team with initials, name, description and members. The
 * user's team is marked and can be left after a confirmation; another team can be joined,
 * which moves the user there (the server leaves the old team first, rule 20).
 */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  const teams = useTeams();
  const teamId = useProfileSelect(selectTeamId);
  const join = useRegisterTeam();
  const leave = useLeaveTeam();
  const { perform } = useConfirmedAction();
  const isBusy = join.isPending || leave.isPending;

  // A failed load says so once as the spec's toast; the page keeps a way to try again.
  useEffect(() => {
    if (teams.error) notifyError(teams.error, 'teams:get_teams_failed');
  }, [teams.error]);

  const onJoin = (team: Team) =>
    perform(team._id, {
      run: () => join.mutateAsync(team._id),
      successKey: 'teams:toasts.joined',
      successValues: { name: team.name },
    });

  const onLeave = (team: Team) =>
    perform(team._id, {
      confirm: {
        titleKey: 'teams:confirm.leave_team_confirmation',
        confirmKey: 'teams:list.leave',
        danger: true,
      },
      run: () => leave.mutateAsync(),
      successKey: 'teams:toasts.left',
    });

  if (teams.isError) {
    return (
      <Container size="md" px={0} py="md">
        <LoadError
          title={t('get_teams_failed')}
          error={teams.error}
          onRetry={() => void teams.refetch()}
        />
      </Container>
    );
  }
  if (!teams.data) return <LoadingScreen messageKey="teams:loading" />;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('list.intro')}
        </Text>
        {teams.data.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('list.empty')}
          </Text>
        ) : (
          <PlainList gap="sm" label={t('list.label')}>
            {teams.data.map((team) => (
              <TeamCard
                key={team._id}
                team={team}
                isCurrent={team._id === teamId}
                hasOtherTeam={Boolean(teamId) && team._id !== teamId}
                isBusy={isBusy}
                onJoin={onJoin}
                onLeave={onLeave}
              />
            ))}
          </PlainList>
        )}
      </Stack>
    </Container>
  );
}
