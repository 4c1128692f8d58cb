import type { AdminUser } from '@cc/shared/users/users.schemas';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table';
import { ClampedName } from '../../../components/clamped-name';
import { RowActions } from '../../../components/row-actions';
import { getCountryName } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { StatusBadge } from './status-badge';

/** What an admin can do with one user row. */
export interface UserRowActions {
  onEdit: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UsersTableProps extends UserRowActions {
  users: AdminUser[];
  /** The signed-in admin, whose own row cannot be deactivated or deleted. */
  selfId: string | null;
  /** The user whose status or deletion is being sent, to disable their buttons meanwhile. */
  busyId: string | null;
}

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The user's name, leading to their detail page. */
function UserName({ user, name }: { user: AdminUser; name: string }) {
  return (
    <Anchor component={Link} to={paths.userDetail(user._id)} inherit>
      {name}
    </Anchor>
  );
}

/** Edit, activate/deactivate and delete buttons, each named with the user for screen readers. */
function RowButtons({
  user,
  isSelf,
  isBusy,
  onEdit,
  onToggleStatus,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  isBusy: boolean;
} & UserRowActions) {
  const { t } = useTranslation('users');
  const name = fullName(user);
  return (
    <RowActions
      actions={[
        {
          label: t('actions.edit'),
          ariaLabel: t('actions.editUser', { name }),
          onClick: () => onEdit(user),
        },
        {
          label: user.status ? t('actions.deactivate') : t('actions.activate'),
          ariaLabel: t(user.status ? 'actions.deactivateUser' : 'actions.activateUser', { name }),
          color: user.status ? 'orange' : 'teal',
          disabled: isSelf || isBusy,
          onClick: () => onToggleStatus(user),
        },
        {
          label: t('actions.delete'),
          ariaLabel: t('actions.deleteUser', { name }),
          color: 'red',
          disabled: isSelf || isBusy,
          onClick: () => onDelete(user),
        },
      ]}
    />
  );
}

/**
 * The users of one page: a table on wider screens, one card per user on phones. Columns:
 * name, email, country, user type, role, status and the row's actions.
 */
export function UsersTable({ users, selfId, busyId, ...actions }: UsersTableProps) {
  const { t } = useTranslation('users');
  const isWide = useMediaQuery('(min-width: 48em)', undefined, {
    getInitialValueInEffect: false,
  });
  const lang = currentLanguage();
  const cells = (user: AdminUser) => ({
    name: fullName(user),
    country: user.country ? getCountryName(user.country, lang) : '',
    userType: user.userType ? t(`common:userTypes.${user.userType}`) : t('noUserType'),
    role: t(`roles.${user.role}`),
    isSelf: user._id === selfId,
  });

  if (!isWide) {
    return (
      <Stack gap="sm">
        {users.map((user) => {
          const c = cells(user);
          return (
            <Card key={user._id} withBorder radius="md" padding="md" component="article">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={600}>
                    <UserName user={user} name={c.name} />
                    {c.isSelf && ` (${t('you')})`}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                </div>
                <StatusBadge active={user.status} />
              </Group>
              <Text size="sm" mt="xs">
                {[c.country, c.userType, c.role].filter(Boolean).join(' · ')}
              </Text>
              <Group mt="sm" justify="flex-end">
                <RowButtons
                  user={user}
                  isSelf={c.isSelf}
                  isBusy={busyId === user._id}
                  {...actions}
                />
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <AdminTable
      minWidth={860}
      columns={[
        t('columns.name'),
        t('columns.email'),
        t('columns.country'),
        t('columns.userType'),
        t('columns.role'),
        t('columns.status'),
        t('columns.actions'),
      ]}
    >
      {users.map((user) => {
        const c = cells(user);
        return (
          <Table.Tr key={user._id}>
            <Table.Td>
              <ClampedName text={c.name} fw={500}>
                <UserName user={user} name={c.name} />
                {c.isSelf && ` (${t('you')})`}
              </ClampedName>
              {user.displayName !== c.name && (
                <ClampedName text={user.displayName} size="xs" c="dimmed" lines={1} />
              )}
            </Table.Td>
            <Table.Td>
              <ClampedName text={user.email} />
            </Table.Td>
            <Table.Td>{c.country}</Table.Td>
            <Table.Td>{c.userType}</Table.Td>
            <Table.Td>{c.role}</Table.Td>
            <Table.Td>
              <StatusBadge active={user.status} />
            </Table.Td>
            <Table.Td>
              <RowButtons user={user} isSelf={c.isSelf} isBusy={busyId === user._id} {...actions} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
