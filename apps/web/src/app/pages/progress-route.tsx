import { ProgressPage } from '../../features/activities/pages/progress-page';
import { JoinableEvents } from '../../features/events/components/joinable-events';
import { CauseLine } from '../../features/fundraising/components/cause-line';
import { RaisedCard } from '../../features/fundraising/components/raised-card';

/**
 * The progress page with the money raised for each open event's cause: one line in the
 * headline (issue 27), the whole card under the buttons (issue 24); before the first
 * challenge, the open ones with their join buttons (issue 27).
 */
export function ProgressRoute() {
  return (
    <ProgressPage
      eventCause={(event, fallback) => <CauseLine eventId={event._id} fallback={fallback} />}
      eventExtra={(event) => <RaisedCard eventId={event._id} />}
      joinOffer={<JoinableEvents />}
    />
  );
}
