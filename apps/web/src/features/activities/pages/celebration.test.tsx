import type { EventProgress } from '@cc/shared/events/events.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildActivity, buildMyEvent, buildProfile, buildProgress } from '../../../test/factories';
import { getField } from '../../../test/queries';
import {
  currentPath,
  mockFormCalls,
  openActivityForm,
  runningChallenge,
} from '../activities.test-support';

/** Answers the event's progress: `before` for the first request, `after` from then on. */
function progressBeforeAndAfter(before: EventProgress, after: EventProgress) {
  let calls = 0;
  return () => ({ body: calls++ === 0 ? before : after });
}

describe('the celebration after saving an activity', () => {
  it('shows the saved distance, the new total and the rank before and after, until Done', async () => {
    const event = buildMyEvent({ ...runningChallenge, myTotalKm: 20, myTotalMile: 12.4 });
    mockFormCalls(event, {
      [`GET /api/events/${event._id}/progress`]: progressBeforeAndAfter(
        buildProgress({ rank: 3, totalMembers: 36, myKm: 20, percentReached: 40 }),
        buildProgress({ rank: 2, totalMembers: 36, myKm: 26.4, percentReached: 45 }),
      ),
      'POST /api/activities': {
        status: 201,
        body: buildActivity({ eventId: event._id, distanceKm: 6.4, distanceMile: 4 }),
      },
    });
    const { user, router } = await openActivityForm(`/activity-form/${event._id}`);

    await user.type(getField('Distance in km'), '6.4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sheet = await screen.findByRole('dialog', { name: 'You moved up!' });
    expect(currentPath(router)).toBe(`/my-activity/${event._id}`);
    expect(within(sheet).getByTestId('celebration-added')).toHaveTextContent('+6.4 km');
    expect(within(sheet).getByTestId('celebration-total')).toHaveTextContent('Your total: 26.4 km');
    expect(within(sheet).getByTestId('celebration-rank')).toHaveTextContent('Rank 3 → 2');
    expect(within(sheet).getByRole('link', { name: 'View in feed' })).toHaveAttribute(
      'href',
      '/newsfeed',
    );

    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed for good: the location no longer carries the celebration.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole('heading', { name: event.name })).toHaveFocus();
  });

  it('makes a plain save a quiet sheet: no rank change, no burst', async () => {
    const event = buildMyEvent({ ...runningChallenge, myTotalKm: 20, myTotalMile: 12.4 });
    mockFormCalls(event, {
      [`GET /api/events/${event._id}/progress`]: progressBeforeAndAfter(
        buildProgress({ rank: 1, totalMembers: 36, myKm: 20, percentReached: 40 }),
        buildProgress({ rank: 1, totalMembers: 36, myKm: 21, percentReached: 41 }),
      ),
      'POST /api/activities': {
        status: 201,
        body: buildActivity({ eventId: event._id, distanceKm: 1, distanceMile: 0.6 }),
      },
    });
    const { user } = await openActivityForm(`/activity-form/${event._id}`);

    await user.type(getField('Distance in km'), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sheet = await screen.findByRole('dialog', { name: 'Activity saved' });
    expect(within(sheet).getByTestId('celebration-rank')).toHaveTextContent('Rank 1 of 36');
    expect(within(sheet).queryByTestId('celebration-confetti')).toBeNull();
  });

  it('celebrates a first activity ever and a crossed mark of the challenge more strongly', async () => {
    const event = buildMyEvent({ ...runningChallenge, myTotalKm: 0, myTotalMile: 0 });
    mockFormCalls(event, {
      [`GET /api/events/${event._id}/progress`]: progressBeforeAndAfter(
        buildProgress({ rank: 0, totalMembers: 36, myKm: 0, myMile: 0, percentReached: 48 }),
        buildProgress({ rank: 12, totalMembers: 36, myKm: 5, myMile: 3.1, percentReached: 51 }),
      ),
      'POST /api/activities': {
        status: 201,
        body: buildActivity({ eventId: event._id, distanceKm: 5, distanceMile: 3.1 }),
      },
    });
    const { user } = await openActivityForm(`/activity-form/${event._id}`);

    await user.type(getField('Distance in km'), '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sheet = await screen.findByRole('dialog', { name: 'Your first activity!' });
    expect(within(sheet).getByTestId('celebration-rank')).toHaveTextContent('Rank 12 of 36');
    expect(within(sheet).getByTestId('celebration-confetti')).toBeInTheDocument();
  });

  it('speaks German with the German number format', async () => {
    await i18n.changeLanguage('de');
    const event = buildMyEvent({ ...runningChallenge, myTotalKm: 20, myTotalMile: 12.4 });
    mockFormCalls(
      event,
      {
        [`GET /api/events/${event._id}/progress`]: progressBeforeAndAfter(
          buildProgress({ rank: 3, totalMembers: 36, myKm: 20, percentReached: 40 }),
          buildProgress({ rank: 2, totalMembers: 36, myKm: 26.4, percentReached: 45 }),
        ),
        'POST /api/activities': {
          status: 201,
          body: buildActivity({ eventId: event._id, distanceKm: 6.4, distanceMile: 4 }),
        },
      },
      buildProfile({ language: 'DE' }),
    );
    const { user } = await openActivityForm(`/activity-form/${event._id}`);

    await user.type(getField('Strecke in km'), '6,4');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const sheet = await screen.findByRole('dialog', { name: 'Sie sind aufgestiegen!' });
    expect(within(sheet).getByTestId('celebration-added')).toHaveTextContent('+6,4 km');
    expect(within(sheet).getByTestId('celebration-total')).toHaveTextContent(
      'Ihre Gesamtstrecke: 26,4 km',
    );
    expect(within(sheet).getByTestId('celebration-rank')).toHaveTextContent('Platz 3 → 2');
    expect(within(sheet).getByRole('link', { name: 'Im Feed ansehen' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
  });
});
