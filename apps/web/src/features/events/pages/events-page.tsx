import type { Event } from '@cc/shared/events/events.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useDeleteEvent } from '../api/delete-event';
import { EventFormModal } from '../components/event-form-modal';
import { EventsTable } from '../components/events-table';
import { useEventsList } from '../hooks/use-events-list';

/** The create/edit dialog: closed, creating, or editing one event. */
type Editing = { event: Event | null } | null;

/**
 * `/events` (admin): search, paged table, create/edit dialog and deletion with
 * confirmation. Saving reloads page 1; a deletion reloads the current page.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const list = useEventsList();
  const [editing, setEditing] = useState<Editing>(null);
  const { busyId, perform } = useConfirmedAction();
  const deleteEvent = useDeleteEvent();

  const remove = (event: Event) =>
    perform(event._id, {
      confirm: {
        titleKey: 'events:confirm.delete_event_confirmation',
        messageKey: 'events:confirm.delete_event_text',
        confirmKey: 'common:actions.delete',
        danger: true,
      },
      run: () => deleteEvent.mutateAsync(event._id),
      successKey: 'events:toasts.deleted',
    });

  const saved = () => {
    setEditing(null);
    list.setPage(1);
  };

  return (
    <AdminTableFrame
      list={list}
      isEmpty={list.events.length === 0}
      labels={adminTableLabels(t, list.totalDocs)}
      onCreate={() => setEditing({ event: null })}
      after={
        <EventFormModal
          opened={editing !== null}
          event={editing?.event ?? null}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      }
    >
      <EventsTable
        events={list.events}
        busyId={busyId}
        onEdit={(event) => setEditing({ event })}
        onDelete={remove}
      />
    </AdminTableFrame>
  );
}
