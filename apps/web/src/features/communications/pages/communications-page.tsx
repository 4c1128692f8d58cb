import type { Communication } from '@cc/shared/communications/communications.schemas';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useDeleteCommunication } from '../api/delete-communication';
import { CommunicationFormModal } from '../components/communication-form-modal';
import { CommunicationsTable } from '../components/communications-table';
import { useCommunicationsList } from '../hooks/use-communications-list';

/**
 * `/communicates` (admin spec §2): search, paged table with each communication's delivery
 * (refreshed live while one is being sent), the add dialog, and deletion with confirmation.
 * Sending reloads page 1; a deletion reloads the current page.
 */
export function CommunicationsPage() {
  const { t } = useTranslation('communications');
  const list = useCommunicationsList();
  const dialog = useEditDialog<Communication>(() => list.setPage(1));
  const { busyId, perform } = useConfirmedAction();
  const deleteCommunication = useDeleteCommunication();

  const remove = (communication: Communication) =>
    perform(communication._id, {
      confirm: {
        titleKey: 'communications:confirm.delete_item_confirmation',
        confirmKey: 'common:actions.delete',
        danger: true,
      },
      run: () => deleteCommunication.mutateAsync(communication._id),
      successKey: 'communications:toasts.deleted',
    });

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.communications.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={dialog.create}
      after={
        <CommunicationFormModal
          opened={dialog.isOpen}
          onClose={dialog.close}
          onSent={dialog.saved}
        />
      }
    >
      <CommunicationsTable communications={list.communications} busyId={busyId} onDelete={remove} />
    </AdminTableFrame>
  );
}
