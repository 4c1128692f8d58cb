import { lazy, Suspense } from 'react';
import { NewActivityFab } from '../../features/activities/components/new-activity-fab';
import { NewsfeedPage } from '../../features/feed/pages/newsfeed-page';
import { PinnedRaisedSpace } from '../../features/fundraising/components/pinned-raised-space';

/**
 * The money raised for the user's running challenges: its own chunk, loaded after the
 * newsfeed paints, so the feed's first page (size budget, decision 048) carries none of it.
 */
const PinnedRaised = lazy(async () => ({
  default: (await import('../../features/fundraising/components/pinned-raised')).PinnedRaised,
}));

/**
 * The newsfeed with the money raised pinned under the administrators' notice (issue 24) and
 * the new-activity button within the thumb's reach (issue 27).
 */
export function NewsfeedRoute() {
  return (
    <>
      <NewsfeedPage
        pinned={
          <Suspense fallback={<PinnedRaisedSpace />}>
            <PinnedRaised />
          </Suspense>
        }
      />
      <NewActivityFab />
    </>
  );
}
