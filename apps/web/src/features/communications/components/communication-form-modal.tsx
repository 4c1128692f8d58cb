import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { CommunicationForm } from './communication-form';

interface CommunicationFormModalProps {
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** The add dialog of the communications page. */
export function CommunicationFormModal({ opened, onClose, onSent }: CommunicationFormModalProps) {
  const { t } = useTranslation('communications');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('form.title')} size="xl">
      <CommunicationForm onSent={onSent} onCancel={onClose} />
    </FormModal>
  );
}
