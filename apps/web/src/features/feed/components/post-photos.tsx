import type { Post } from '@cc/shared/feed/feed.schemas';
import { Image, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The post's photos as a grid of thumbnails; a tap opens the photo in full in a dialog. */
export function PostPhotos({ images, author }: { images: Post['images']; author: string }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : images[open];
  if (images.length === 0) return null;

  return (
    <>
      <SimpleGrid cols={Math.min(images.length, 3)} spacing={4}>
        {images.map((image, i) => (
          <UnstyledButton
            key={image._id}
            onClick={() => setOpen(i)}
            aria-label={t('post.openPhoto', { number: i + 1, name: author })}
          >
            <Image src={image.thumbUrl} alt="" radius="sm" fit="cover" h={110} loading="lazy" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={shown !== undefined}
        onClose={() => setOpen(null)}
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
    </>
  );
}
