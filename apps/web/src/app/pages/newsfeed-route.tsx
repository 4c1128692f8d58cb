import { lazy, Suspense, useEffect } from 'react';
import { NewActivityFab } from '../../features/activities/components/new-activity-fab';
import { afterFeedPainted, useFeedPainted } from '../../features/feed/first-paint';
import { NewsfeedPage } from '../../features/feed/pages/newsfeed-page';
import { PinnedRaisedSpace } from '../../features/fundraising/components/pinned-raised-space';
import { loadAllComponentStyles, withAllComponentStyles } from '../../lib/component-styles';
import '../styles/signed-in-first';

/**
 * The money raised for the user's running challenges: its own chunk, loaded once the feed's
 * first posts and photo have painted (decision 087), so the feed's first page (size budget,
 * decision 048) carries none of it and nothing of it comes before the largest paint. Its
 * room is kept meanwhile (pinned-raised-space.tsx).
 */
const loadPinnedRaised = withAllComponentStyles(
  () => import('../../features/fundraising/components/pinned-raised'),
);
const PinnedRaised = lazy(async () => ({ default: (await loadPinnedRaised()).PinnedRaised }));

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
 * The new-activity button once the feed has painted: it reads the user's events, a request
 * that would otherwise share the phone's connections with the first posts (decision 088).
 */
function NewActivityFabAfterFeed() {
  return useFeedPainted() ? <NewActivityFab /> : null;
}

/**
 * The newsfeed with the money raised pinned under the administrators' notice (issue 24) and
 * the new-activity button within the thumb's reach (issue 27). The styles of the components
 * it does not draw first load once its first photo has painted (decision 088).
 */
export function NewsfeedRoute() {
  useEffect(() => afterFeedPainted(() => void loadAllComponentStyles()), []);
  return (
    <>
      <NewsfeedPage pinned={<PinnedRaisedAfterFeed />} />
      <NewActivityFabAfterFeed />
    </>
  );
}
