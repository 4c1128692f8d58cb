import type { SegmentRow } from '@cc/shared/rankings/segments.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  buildMyEvent,
  buildProfile,
  buildProgress,
  buildSegmentRow,
  buildSegmentsPage,
} from '../../../test/factories';
import { mockFetch, requestedQueries } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const event = buildMyEvent(runningChallenge);

/** Four groups by user type, three of them with a place; `mine` is the caller's. */
function groups(mine: Partial<SegmentRow>) {
  return buildSegmentsPage([
    buildSegmentRow({ segment: 'Customer', label: 'Customer', avgKmPerActive: 15, rank: 1 }),
    buildSegmentRow({ avgKmPerActive: 12.3, rank: 2, ...mine, isMine: true }),
    buildSegmentRow({ segment: 'Supplier', label: 'Supplier', avgKmPerActive: 8, rank: 3 }),
    buildSegmentRow({ segment: 'Family', label: 'Family', avgKmPerActive: 30, rank: null }),
  ]);
}

async function openMyActivity(
  segments: ReturnType<typeof groups>,
  { joined = [event], profile = buildProfile() } = {},
) {
  mockFetch({
    'GET /api/profile': { body: profile },
    'GET /api/profile/events': { body: { docs: joined } },
    [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    'GET /api/activities/ranking/segments': { body: segments },
  });
  signInAs('user');
  renderActivitiesRoute(`/my-activity/${event._id}`);
  await screen.findByRole('table');
}

describe('my group on the my-activity page', () => {
  it('says how my user type does per active participant and its place among the ranked groups', async () => {
    await openMyActivity(groups({}));
    expect(
      await screen.findByText('Staff: 12.3 km per active participant, rank 2 of 3'),
    ).toBeInTheDocument();
    expect(requestedQueries('/api/activities/ranking/segments')[0]?.toString()).toBe(
      `event_id=${event._id}&by=userType&metric=avgActive`,
    );
  });

  it('says it in German with the German number format', async () => {
    await i18n.changeLanguage('de');
    await openMyActivity(groups({ label: 'Mitarbeitende' }), {
      profile: buildProfile({ language: 'DE' }),
    });
    expect(
      await screen.findByText('Mitarbeitende: 12,3 km pro aktiver Person, Platz 2 von 3'),
    ).toBeInTheDocument();
  });

  it('says when my group has too few active participants for a place, in miles if I use them', async () => {
    await openMyActivity(groups({ rank: null }), { profile: buildProfile({ unit: 'MILE' }) });
    expect(
      await screen.findByText(
        'Staff: 7.6 mi per active participant; too few active participants for a place',
      ),
    ).toBeInTheDocument();
  });

  it('asks nothing about groups for a challenge the user has not joined', async () => {
    await openMyActivity(groups({}), { joined: [] });
    expect(screen.queryByText(/per active participant/)).not.toBeInTheDocument();
    expect(requestedQueries('/api/activities/ranking/segments')).toEqual([]);
  });
});
