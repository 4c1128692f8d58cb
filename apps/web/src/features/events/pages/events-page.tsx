import type { Event } from '@cc/shared/events/events.schemas';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useDeleteEvent } from '../api/delete-event';
import { EventFormModal } from '../components/event-form-modal';
import { EventsTable } from '../components/events-table';
import { useEventsList } from '../hooks/use-events-list';

/**
 * `/events` (admin): search, paged table, create/edit dialog and deletion with
 * confirmation. Saving reloads page 1; a deletion reloads the current page.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const list = useEventsList();
  const dialog = useEditDialog<Event>(() => list.setPage(1));
  const { busyId, perform } = useConfirmedAction();
  const deleteEvent = useDeleteEvent();

  const remove = (event: Event) =>
    perform(event._id, {
      confirm: {
        titleKey: 'events:confirm.delete_event_confirmation',
        confirmKey: 'common:actions.delete',
        danger: true,
      },
      run: () => deleteEvent.mutateAsync(event._id),
      successKey: 'events:toasts.deleted',
    });

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.events.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={dialog.create}
      after={
        <EventFormModal
          opened={dialog.isOpen}
          event={dialog.item}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      }
    >
      <EventsTable events={list.events} busyId={busyId} onEdit={dialog.edit} onDelete={remove} />
    </AdminTableFrame>
  );
}
