import { startTransition, useEffect, useState } from 'react';
import { useFeedPainted } from '../first-paint';

/** Posts a phone's first screen shows at most (a card with a photo is about 300 px high). */
export const FIRST_SCREEN_POSTS = 3;

/** Whether this visit has shown a whole feed page already. */
let hasShownWholePage = false;

/**
 * Whether a feed list shows only its first screen of posts for now. The first feed of a
 * visit renders the posts a phone shows at once, paints them (the first photo is the
 * page's largest paint), then, once that photo has painted (`useFeedPainted`, decision 088),
 * renders the rest of the page as a transition, which React does in slices between which
 * taps are handled: on a phone's CPU, ten cards in one go were one long task of a third of a
 * second (issue 28). Later feeds (back from a post, the other tab) render whole, so the
 * scroll memory finds the post it left.
 */
export function useFirstScreenFirst(hasPosts: boolean): boolean {
  const [isLimited, setLimited] = useState(!hasShownWholePage);
  const isFeedPainted = useFeedPainted();
  useEffect(() => {
    if (!isLimited || !hasPosts || !isFeedPainted) return;
    hasShownWholePage = true;
    startTransition(() => setLimited(false));
  }, [isLimited, hasPosts, isFeedPainted]);
  return isLimited;
}
