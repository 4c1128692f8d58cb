import type { Event } from '@cc/shared/events/events.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTableFrame, adminTableLabels } from '../../../components/admin-table-frame';
import { confirm } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
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
  const [busyId, setBusyId] = useState<string | null>(null);
  const deleteEvent = useDeleteEvent();

  const remove = async (event: Event) => {
    const confirmed = await confirm({
      titleKey: 'events:confirm.delete_event_confirmation',
      messageKey: 'events:confirm.delete_event_text',
      confirmKey: 'common:actions.delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(event._id);
    try {
      await deleteEvent.mutateAsync(event._id);
      notifySuccess('events:toasts.deleted');
    } catch (err) {
      notifyError(err);
    } finally {
      setBusyId(null);
    }
  };

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
