import {
  type PhotoVariant,
  photoVariantSizes,
  photoVariantWidth,
} from '@cc/shared/activities/photo-variants';
import type { Post } from '@cc/shared/feed/feed.schemas';
import { MAX_PHOTO_COLUMNS, photoSizes } from './photo-sizes';

type PostImage = Post['images'][number];

/**
 * A srcset of the widths the server stored: thumbnail, middle width (when made, decision
 * 085) and display image, each with its true pixel width. A photo stored before the sizes
 * were kept is described by the widths' nominal longest sides.
 */
export function photoSrcSet(image: PostImage): string {
  const widthOf = (variant: PhotoVariant) =>
    image.width && image.height
      ? photoVariantWidth(image.width, image.height, variant)
      : photoVariantSizes[variant];
  const candidates: Array<[string, number]> = [[image.thumbUrl, widthOf('thumb')]];
  if (image.mediumUrl) candidates.push([image.mediumUrl, widthOf('medium')]);
  // A small photo is one size in every width: the first of equal widths is enough.
  candidates.push([image.url, widthOf('display')]);
  const seen = new Set<number>();
  return candidates
    .filter(([, width]) => !seen.has(width) && seen.add(width))
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
}

/** What an <img> of a feed photo in a grid of `columns` carries to choose its width. */
export function feedPhotoSources(image: PostImage, columns: number) {
  return { src: image.thumbUrl, srcSet: photoSrcSet(image), sizes: photoSizes(columns) };
}

/** The number of columns the grid of `count` photos has. */
export function photoColumns(count: number): number {
  return Math.min(count, MAX_PHOTO_COLUMNS);
}
