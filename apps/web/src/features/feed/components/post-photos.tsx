import type { Post } from '@cc/shared/feed/feed.schemas';
import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useHasOpened } from '../../../components/use-lazy-overlay';
import { useTexts } from '../../../lib/use-texts';
import { feedPhotoSources, photoColumns } from '../photo-sources';
import { LazyPhotoViewer } from './lazy-post-card-parts';

interface PostPhotosProps {
  images: Post['images'];
  author: string;
  /**
   * The first photo loads at once at high priority (the first card, the post's own page:
   * it is the largest paint); otherwise every photo loads when scrolled near.
   */
  isEager?: boolean;
}

/**
 * The post's photos as a grid of a fixed height (nothing shifts as they arrive), each in
 * the stored width that fills its column at the screen's density (srcset and sizes,
 * decision 085); a tap opens the photo in full in a dialog, which is mounted from the
 * first tap on and stays, so that closing plays its transition.
 */
export function PostPhotos({ images, author, isEager = false }: PostPhotosProps) {
  const { t } = useTexts('feed');
  const [open, setOpen] = useState<number | null>(null);
  const hasOpened = useHasOpened(open !== null);
  if (images.length === 0) return null;

  return (
    <>
      <SimpleGrid cols={photoColumns(images.length)} spacing={4}>
        {images.map((image, i) => {
          const isFirstPaint = isEager && i === 0;
          return (
            <UnstyledButton
              key={image._id}
              onClick={() => setOpen(i)}
              aria-label={t('post.openPhoto', { number: i + 1, name: author })}
            >
              <Image
                {...feedPhotoSources(image, photoColumns(images.length))}
                alt=""
                radius="sm"
                fit="cover"
                h={110}
                loading={isFirstPaint ? 'eager' : 'lazy'}
                fetchPriority={isFirstPaint ? 'high' : undefined}
                decoding={isFirstPaint ? undefined : 'async'}
              />
            </UnstyledButton>
          );
        })}
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
