import type { Team } from '@cc/shared/teams/teams.schemas';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table';
import { ClampedName } from '../../../components/clamped-name';
import { RowActions } from '../../../components/row-actions';
import { formatNumber } from '../../../lib/format';
import { TeamAvatar } from './team-avatar';

interface TeamsTableProps {
  teams: Team[];
  /** The team whose deletion is being sent, to disable its buttons meanwhile. */
  busyId: string | null;
  onEdit: (team: Team) => void;
  onDelete: (team: Team) => void;
}

/** The admin team table: name, description, members and the row's edit and delete buttons. */
export function TeamsTable({ teams, busyId, onEdit, onDelete }: TeamsTableProps) {
  const { t } = useTranslation('teams');
  return (
    <AdminTable
      minWidth={560}
      columns={[t('table.name'), t('table.description'), t('table.members'), t('table.actions')]}
    >
      {teams.map((team) => (
        <Table.Tr key={team._id}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <TeamAvatar id={team._id} name={team.name} size="sm" />
              <ClampedName text={team.name} fw={500} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {team.description}
            </Text>
          </Table.Td>
          <Table.Td>{formatNumber(team.memberCount)}</Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                {
                  label: t('common:actions.edit'),
                  ariaLabel: t('actions.editTeam', { name: team.name }),
                  onClick: () => onEdit(team),
                },
                {
                  label: t('common:actions.delete'),
                  ariaLabel: t('actions.deleteTeam', { name: team.name }),
                  color: 'red',
                  disabled: busyId === team._id,
                  onClick: () => onDelete(team),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
