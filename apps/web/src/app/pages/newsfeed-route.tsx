import { lazy, Suspense } from 'react';
import { NewActivityFab } from '../../features/activities/components/new-activity-fab';
import { useFeedPainted } from '../../features/feed/first-paint';
import { NewsfeedPage } from '../../features/feed/pages/newsfeed-page';
import { PinnedRaisedSpace } from '../../features/fundraising/components/pinned-raised-space';

/**
 * The money raised for the user's running challenges: its own chunk, loaded once the feed's
 * first posts and photo have painted (decision 087), so the feed's first page (size budget,
 * decision 048) carries none of it and nothing of it comes before the largest paint. Its
 * room is kept meanwhile (pinned-raised-space.tsx).
 */
const PinnedRaised = lazy(async () => ({
  default: (await import('../../features/fundraising/components/pinned-raised')).PinnedRaised,
}));

/**
 * The money raised once the feed has painted, its room until then: a component of its own,
 * so that only it renders again at that moment.
 */
function PinnedRaisedAfterFeed() {
  const isFeedPainted = useFeedPainted();
  if (!isFeedPainted) return <PinnedRaisedSpace />;
  return (
    <Suspense fallback={<PinnedRaisedSpace />}>
      <PinnedRaised />
    </Suspense>
  );
}

/**
 * The newsfeed with the money raised pinned under the administrators' notice (issue 24) and
 * the new-activity button within the thumb's reach (issue 27).
 */
export function NewsfeedRoute() {
  return (
    <>
      <NewsfeedPage pinned={<PinnedRaisedAfterFeed />} />
      <NewActivityFab />
    </>
  );
}
