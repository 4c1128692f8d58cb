import type { Post } from '@cc/shared/feed/feed.schemas';
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useHasOpened } from '../../../components/use-lazy-overlay';
import { useTexts } from '../../../lib/use-texts';
import { LazyPhotoViewer } from './lazy-post-card-parts';

interface PostPhotosProps {
  images: Post['images'];
  author: string;
  /** Load at once (the first card, the post's own page); otherwise when scrolled near. */
  isEager?: boolean;
}

/**
 * The post's photos as a grid of thumbnails of a fixed height (nothing shifts as they
 * arrive); a tap opens the photo in full in a dialog, which is mounted from the first tap on
 * and stays, so that closing plays its transition.
 */
export function PostPhotos({ images, author, isEager = false }: PostPhotosProps) {
  const { t } = useTexts('feed');
  const [open, setOpen] = useState<number | null>(null);
  const hasOpened = useHasOpened(open !== null);
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
            <Image
              src={image.thumbUrl}
              alt=""
              radius="sm"
              fit="cover"
              h={110}
              loading={isEager ? 'eager' : 'lazy'}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {hasOpened && (
        // Nothing to show while the viewer loads: the thumbnail stays as it was.
        <Suspense fallback={null}>
          <LazyPhotoViewer
            images={images}
            open={open}
            author={author}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
