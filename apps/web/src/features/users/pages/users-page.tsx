import type { AdminUser } from '@cc/shared/users/users.schemas';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useAuthStore } from '../../../lib/auth-store';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { UserFormModal } from '../components/user-form-modal';
import { UsersTable } from '../components/users-table';
import { useUsersList } from '../hooks/use-users-list';

/**
 * `/users` (admin): search, paged table, create/edit dialog, status toggle and deletion.
 * Saving and status changes reload page 1; a deletion reloads the current page.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const selfId = useAuthStore((s) => s.userId);
  const list = useUsersList();
  const dialog = useEditDialog<AdminUser>(() => list.setPage(1));
  const { busyId, perform } = useConfirmedAction();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  const toggleStatus = async (user: AdminUser) => {
    const done = await perform(user._id, {
      confirm: {
        titleKey: 'users:confirm.change_status_user_confirmation',
        confirmKey: 'users:confirm.yesChangeStatus',
        danger: user.status,
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

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.users.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={dialog.create}
      after={
        <UserFormModal
          opened={dialog.isOpen}
          user={dialog.item}
          isSelf={dialog.item?._id === selfId}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      }
    >
      <UsersTable
        users={list.users}
        selfId={selfId}
        busyId={busyId}
        onEdit={dialog.edit}
        onToggleStatus={toggleStatus}
        onDelete={remove}
      />
    </AdminTableFrame>
  );
}
