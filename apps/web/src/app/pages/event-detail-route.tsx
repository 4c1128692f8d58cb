import { EventDetailPage } from '../../features/events/pages/event-detail-page';
import { FundraisingTab } from '../../features/fundraising/components/fundraising-tab';
import { RaisedCard } from '../../features/fundraising/components/raised-card';

/**
 * The admin's event page with the money raised in its overview and the Fundraising tab,
 * where the event's cause, pledges, payments and settlement are edited (issue 24). The
 * events page's dialog stays the quick create/edit of the event's own facts.
 */
export function EventDetailRoute() {
  return (
    <EventDetailPage
      extras={{
        overview: (event) => <RaisedCard eventId={event._id} headingOrder={3} />,
        fundraising: (event) => <FundraisingTab event={event} />,
      }}
    />
  );
}
