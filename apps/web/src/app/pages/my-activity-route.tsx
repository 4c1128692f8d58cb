import { MyActivityPage } from '../../features/activities/pages/my-activity-page';
import { CauseLine } from '../../features/fundraising/components/cause-line';

/** /my-activity with the cause's money raised in the celebration after a save (issue 27). */
export function MyActivityRoute() {
  return <MyActivityPage renderCause={(eventId) => <CauseLine eventId={eventId} />} />;
}
