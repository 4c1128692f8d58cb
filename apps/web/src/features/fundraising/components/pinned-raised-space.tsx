/** Where the height of the money raised, as last shown, is kept between visits. */
const HEIGHT_KEY = 'pinnedRaisedHeight';

/** The height the money raised took on the last visit, in px; 0 when it showed nothing. */
export function lastPinnedHeight(): number {
  try {
    const height = Number(localStorage.getItem(HEIGHT_KEY));
    return Number.isFinite(height) && height > 0 ? Math.min(height, 400) : 0;
  } catch {
    return 0;
  }
}

/** Remembers the height the money raised takes now (0: nothing shown). */
export function rememberPinnedHeight(height: number): void {
  try {
    if (height > 0) localStorage.setItem(HEIGHT_KEY, String(Math.round(height)));
    else localStorage.removeItem(HEIGHT_KEY);
  } catch {
    // Without storage the next visit reserves nothing: the line may push the posts once.
  }
}

/**
 * The room the money raised took on the last visit, held while its code and its answers
 * are on their way: the line arrives after the first posts have painted (its code is a chunk
 * of its own, its amounts two requests away), and without this room it pushed them down,
 * a layout shift of 0.06 on a phone (issue 28).
 */
export function PinnedRaisedSpace() {
  const height = lastPinnedHeight();
  return height > 0 ? <div aria-hidden style={{ height }} /> : null;
}
