import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  /** The form, mounted only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
}

/** The dialog around a create/edit form of an admin page; full screen on phones. */
export function FormModal({ opened, onClose, title, size, children }: FormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={isPhone}>
      {opened && children}
    </Modal>
  );
}
