import { Drawer, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface SheetProps {
  opened: boolean;
  onClose: () => void;
  /** The sheet's heading, also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Called once the closing transition has ended (the owner may unmount it then). */
  onClosed?: () => void;
}

/**
 * A short message that asks for a moment (issue 27: a success, an offer): a bottom sheet on
 * a phone, within the thumb's reach, a centred dialog on a wider screen. Both trap focus,
 * close with Escape and give focus back to where it was. Import it from lazily loaded code
 * only: the first page does not carry Mantine's overlay code (issue 13).
 */
export function Sheet({ opened, onClose, title, children, onClosed }: SheetProps) {
  // Undecided on the first render: the phone's sheet, as most participants use a phone.
  const isWide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  if (isWide) {
    return (
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        centered
        radius="lg"
        onExitTransitionEnd={onClosed}
      >
        {children}
      </Modal>
    );
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="bottom"
      onExitTransitionEnd={onClosed}
      styles={{
        // As high as its content (up to 90 % of the screen), not a fixed drawer size.
        content: {
          height: 'auto',
          borderTopLeftRadius: 'var(--mantine-radius-lg)',
          borderTopRightRadius: 'var(--mantine-radius-lg)',
          maxHeight: '90dvh',
        },
      }}
    >
      {children}
    </Drawer>
  );
}
