import { EventDetailPage } from '../../features/events/pages/event-detail-page';
import { FairPlayTab } from '../../features/fair-play/components/fair-play-tab';
import { FundraisingTab } from '../../features/fundraising/components/fundraising-tab';
import { RaisedCard } from '../../features/fundraising/components/raised-card';

/**
 * The admin's event page with the money raised in its overview, the Fundraising tab, where
 * the event's cause, pledges, payments and settlement are edited (issue 24), and the Fair
 * play tab with the checks its activities go through (issue 25). The events page's dialog
 * stays the quick create/edit of the event's own facts.
 */
export function EventDetailRoute() {
  return (
    <EventDetailPage
      extras={{
        overview: (event) => <RaisedCard eventId={event._id} headingOrder={3} />,
        fundraising: (event) => <FundraisingTab event={event} />,
        fairPlay: (event) => <FairPlayTab event={event} />,
      }}
    />
  );
}
