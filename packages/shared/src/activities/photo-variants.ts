/**
 * The stored widths of an activity photo (decision 085). Each is the display image resized
 * to fit a square of that side, never enlarged: the thumbnail for small grids, the middle
 * width for a feed photo across a phone at 3× density, the display image for the viewer.
 */
export const photoVariantSizes = { thumb: 400, medium: 1200, display: 1600 } as const;

export type PhotoVariant = keyof typeof photoVariantSizes;

/**
 * The pixel width of a variant of a display image `width` × `height` (sharp's `fit:
 * 'inside'` rounding), for a srcset width descriptor.
 */
export function photoVariantWidth(width: number, height: number, variant: PhotoVariant): number {
  const side = photoVariantSizes[variant];
  const longest = Math.max(width, height);
  if (longest <= side) return width;
  return Math.max(1, Math.round((width * side) / longest));
}
