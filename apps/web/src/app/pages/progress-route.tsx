import { ProgressPage } from '../../features/activities/pages/progress-page';
import { RaisedCard } from '../../features/fundraising/components/raised-card';

/** The progress page with the money raised for each open event's cause (issue 24). */
export function ProgressRoute() {
  return <ProgressPage eventExtra={(event) => <RaisedCard eventId={event._id} />} />;
}
