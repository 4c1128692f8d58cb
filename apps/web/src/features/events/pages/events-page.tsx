import type { Event } from '@cc/shared/events/events.schemas';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { Icon } from '../../../components/icons';
import { TablePagination } from '../../../components/table-pagination';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
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
      notifyApiError(err);
    } finally {
      setBusyId(null);
    }
  };

  const saved = () => {
    setEditing(null);
    list.setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<Icon name="search" size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={() => setEditing({ event: null })}>{t('actions.create')}</Button>
      </Group>

      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} pos="relative">
        {list.isLoading ? (
          <Center py="xl" role="status">
            <Loader aria-hidden />
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
          </Center>
        ) : list.events.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('no_record_found')}
          </Text>
        ) : (
          <EventsTable
            events={list.events}
            busyId={busyId}
            onEdit={(event) => setEditing({ event })}
            onDelete={remove}
          />
        )}
      </Paper>

      <Text size="sm" c="dimmed" aria-live="polite">
        {t('total', { count: list.totalDocs })}
      </Text>
      <TablePagination
        label={t('pagination.label')}
        page={list.page}
        totalPages={list.totalPages}
        limit={list.limit}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
      />

      <EventFormModal
        opened={editing !== null}
        event={editing?.event ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </Stack>
  );
}
