import type { Post } from '@cc/shared/feed/feed.schemas';
import { Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../components/use-lazy-overlay';

interface PhotoViewerProps {
  images: Post['images'];
  /** The index of the photo shown, null while the viewer is closed. */
  open: number | null;
  author: string;
  onClose: () => void;
}

/**
 * One photo of a post in full, in a dialog. It loads after the feed's first paint
 * (post-card-parts.ts), so the feed paints without Mantine's modal code.
 */
export function PhotoViewer({ images, open, author, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('feed');
  const shown = open === null ? undefined : images[open];
  const opened = useOpenedAfterMount(shown !== undefined);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('post.photoTitle', { number: (open ?? 0) + 1, name: author })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {shown && (
        <Image
          src={shown.url}
          alt={t('post.photoAlt', { number: (open ?? 0) + 1, name: author })}
          fit="contain"
        />
      )}
    </Modal>
  );
}
