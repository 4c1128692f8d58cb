import { feedPhotoLayout, newsfeedFirstReads } from '../features/feed/first-reads';
import type { EarlyReadPlan, FirstPhotoLayout } from '../lib/early-reads';
import { routes } from '../lib/routes';

/**
 * The pages whose first reads the built page's early start sends, by hash path: those a
 * returning participant's visit most often opens on (decision 087). Built from side-effect
 * free modules only: vite.config.ts reads it.
 */
export const firstReadsByPath: Record<string, EarlyReadPlan[]> = {
  [routes.newsfeed.pattern]: newsfeedFirstReads,
};

/** How the early start asks for a feed's first photo (the newsfeed's cards). */
export const firstPhotoLayout: FirstPhotoLayout = feedPhotoLayout;

/**
 * The pages that carry the styles of what they draw first and load every component's later
 * (`lazyPage(..., carriesItsStyles)` in router.tsx, decision 088): the early start asks for
 * every component's styles at any other address.
 */
export const pagesWithTheirOwnStyles: string[] = [routes.newsfeed.pattern];
