import type { Event } from '@cc/shared/events/events.schemas';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { EventForm } from './event-form';

interface EventFormModalProps {
  opened: boolean;
  /** The event to edit, or `null` to create one. */
  event: Event | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the events page. */
export function EventFormModal({ opened, event, onClose, onSaved }: EventFormModalProps) {
  const { t } = useTranslation('events');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={event ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
    >
      <EventForm key={event?._id ?? 'new'} event={event} onSaved={onSaved} onCancel={onClose} />
    </FormModal>
  );
}
