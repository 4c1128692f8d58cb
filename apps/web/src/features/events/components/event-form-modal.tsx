import type { Event } from '@cc/shared/events/events.schemas';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EventForm } from './event-form';

interface EventFormModalProps {
  opened: boolean;
  /** The event to edit, or `null` to create one. */
  event: Event | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the events page; full screen on phones. */
export function EventFormModal({ opened, event, onClose, onSaved }: EventFormModalProps) {
  const { t } = useTranslation('events');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      fullScreen={isPhone}
    >
      {opened && (
        <EventForm key={event?._id ?? 'new'} event={event} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  );
}
