import type { Team } from '@cc/shared/teams/teams.schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { notifyError } from '../../../lib/notify';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useDeleteTeam } from '../api/delete-team';
import { TeamFormModal } from '../components/team-form-modal';
import { TeamsTable } from '../components/teams-table';
import { useLocalTeamList } from '../hooks/use-local-team-list';

/**
 * `/teams` (admin): local search over the loaded teams, a table, a create/edit dialog and
 * deletion with confirmation (admin spec §2, §5).
 */
export function AdminTeamsPage() {
  const { t } = useTranslation('teams');
  const list = useLocalTeamList();
  const dialog = useEditDialog<Team>();
  const { busyId, perform } = useConfirmedAction();
  const deleteTeam = useDeleteTeam();

  useEffect(() => {
    if (list.error) notifyError(list.error, 'teams:get_teams_failed');
  }, [list.error]);

  const remove = (team: Team) =>
    perform(team._id, {
      confirm: {
        titleKey: 'teams:confirm.delete_item_confirmation',
        confirmKey: 'common:actions.delete',
        danger: true,
      },
      run: () => deleteTeam.mutateAsync(team._id),
      successKey: 'teams:toasts.deleted',
    });

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.teams.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={dialog.create}
      after={
        <TeamFormModal
          opened={dialog.isOpen}
          team={dialog.item}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      }
    >
      <TeamsTable teams={list.teams} busyId={busyId} onEdit={dialog.edit} onDelete={remove} />
    </AdminTableFrame>
  );
}
