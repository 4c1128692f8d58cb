import {
  type PhotoVariant,
  photoVariantSizes,
  photoVariantWidth,
} from '@cc/shared/activities/photo-variants';
import type { Post } from '@cc/shared/feed/feed.schemas';

type PostImage = Post['images'][number];

/** At most this many photos side by side in a card. */
export const MAX_PHOTO_COLUMNS = 3;

/**
 * The layout the photo grid sits in (decision 085): the page's 16 px padding on each side
 * (user-layout.tsx), a card of at most 640 px (newsfeed-page.tsx) with 12 px padding and a
 * 1 px border, and 4 px between the photos. Kept here beside the `sizes` they give; a
 * change of the card's frame changes them too.
 */
const PAGE_GUTTER = 2 * 16;
const CARD_MAX = 640;
const CARD_INSET = 2 * (12 + 1);
const GAP = 4;

/**
 * The width one photo takes in a grid of `columns`, as a `sizes` value: fixed once the
 * card has its largest width, else a share of the viewport.
 */
export function photoSizes(columns: number): string {
  const gaps = GAP * (columns - 1);
  const widest = Math.floor((CARD_MAX - CARD_INSET - gaps) / columns);
  const inset = PAGE_GUTTER + CARD_INSET + gaps;
  const share =
    columns === 1 ? `calc(100vw - ${inset}px)` : `calc((100vw - ${inset}px) / ${columns})`;
  return `(min-width: ${CARD_MAX + PAGE_GUTTER}px) ${widest}px, ${share}`;
}

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
