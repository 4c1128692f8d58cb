// Free of imports: the build reads it too, for the newsfeed's early start (decision 087).

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
