import type { AdminUser } from '@cc/shared/users/users.schemas';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { UserForm } from './user-form';

interface UserFormModalProps {
  opened: boolean;
  /** The user to edit, or `null` to create one. */
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the users page. */
export function UserFormModal({ opened, user, isSelf, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation('users');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
    >
      <UserForm
        key={user?._id ?? 'new'}
        user={user}
        isSelf={isSelf}
        onSaved={onSaved}
        onCancel={onClose}
      />
    </FormModal>
  );
}
