import type { AdminUser } from '@cc/shared/users/users.schemas';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { UserForm } from './user-form';

interface UserFormModalProps {
  opened: boolean;
  /** The user to edit, or `null` to create one. */
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the users page; full screen on phones. */
export function UserFormModal({ opened, user, isSelf, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation('users');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      fullScreen={isPhone}
    >
      {opened && (
        <UserForm
          key={user?._id ?? 'new'}
          user={user}
          isSelf={isSelf}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
