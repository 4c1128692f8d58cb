import type { AdminUser } from '@cc/shared/users/users.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useAuthStore } from '../../../lib/auth-store';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { UserFormModal } from '../components/user-form-modal';
import { UsersTable } from '../components/users-table';
import { useUsersList } from '../hooks/use-users-list';

/** The create/edit dialog: closed, creating, or editing one user. */
type Editing = { user: AdminUser | null } | null;

/**
 * `/users` (admin): search, paged table, create/edit dialog, status toggle and deletion.
 * Saving and status changes reload page 1; a deletion reloads the current page.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const selfId = useAuthStore((s) => s.userId);
  const list = useUsersList();
  const [editing, setEditing] = useState<Editing>(null);
  const { busyId, perform } = useConfirmedAction();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  const toggleStatus = async (user: AdminUser) => {
    const done = await perform(user._id, {
      confirm: {
        titleKey: 'users:confirm.change_status_user_confirmation',
        messageKey: 'users:confirm.change_status_text',
        confirmKey: 'users:confirm.yesChangeStatus',
      },
      run: () => updateUser.mutateAsync({ id: user._id, body: { status: !user.status } }),
      successKey: user.status ? 'users:toasts.deactivated' : 'users:toasts.activated',
    });
    if (done) list.setPage(1);
  };

  const remove = (user: AdminUser) =>
    perform(user._id, {
      confirm: {
        titleKey: 'users:confirm.delete_user_confirmation',
        confirmKey: 'common:actions.delete',
        danger: true,
      },
      run: () => deleteUser.mutateAsync(user._id),
      successKey: 'users:toasts.deleted',
    });

  const saved = () => {
    setEditing(null);
    list.setPage(1);
  };

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.users.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={() => setEditing({ user: null })}
      after={
        <UserFormModal
          opened={editing !== null}
          user={editing?.user ?? null}
          isSelf={editing?.user?._id === selfId}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      }
    >
      <UsersTable
        users={list.users}
        selfId={selfId}
        busyId={busyId}
        onEdit={(user) => setEditing({ user })}
        onToggleStatus={toggleStatus}
        onDelete={remove}
      />
    </AdminTableFrame>
  );
}
