import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMyEvent, buildProfile, buildProgress } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const running = buildMyEvent(runningChallenge);

function showProgress(
  event = running,
  progress = buildProgress({ eventId: event._id }),
  language: 'EN' | 'DE' = 'EN',
) {
  mockFetch({
    'GET /api/profile': { body: buildProfile({ language }) },
    'GET /api/profile/events': { body: { docs: [event] } },
    'GET /api/profile/myActivities': { body: { docs: [], page: 1, hasNextPage: false } },
    [`GET /api/events/${event._id}/progress`]: { body: progress },
  });
  signInAs('user');
  renderActivitiesRoute(`/progress?eventId=${event._id}`);
}

describe('the headline of a challenge on progress', () => {
  it('puts my distance first, then the challenge against its target and my rank', async () => {
    showProgress(
      running,
      buildProgress({
        eventId: running._id,
        myKm: 23.1,
        challengeKm: 282.5,
        maximumKm: 500,
        percentReached: 56.5,
        targetToDateKm: 300,
        rank: 2,
        totalMembers: 36,
        remainingDays: 20,
      }),
    );

    expect(await screen.findByTestId('progress-my-km')).toHaveTextContent('23.1 km');
    expect(screen.getByText('282.5 / 500 km · 57%')).toBeInTheDocument();
    expect(screen.getByText('Target to date: 300 km')).toBeInTheDocument();
    expect(screen.getByTestId('progress-rank')).toHaveTextContent('Rank 2 of 36');
    expect(screen.getByText('20 days left')).toBeInTheDocument();
  });

  it('speaks German with the German profile', async () => {
    await i18n.changeLanguage('de');
    showProgress(
      running,
      buildProgress({
        eventId: running._id,
        myKm: 23.1,
        rank: 2,
        totalMembers: 36,
        remainingDays: 1,
      }),
      'DE',
    );

    expect(await screen.findByTestId('progress-rank')).toHaveTextContent('Platz 2 von 36');
    expect(screen.getByTestId('progress-my-km')).toHaveTextContent('23,1 km');
    expect(screen.getByText('Noch 1 Tag')).toBeInTheDocument();
  });

  it('asks for the first activity instead of a rank of 0', async () => {
    showProgress(running, buildProgress({ eventId: running._id, myKm: 0, rank: 0 }));

    expect(await screen.findByTestId('progress-rank')).toHaveTextContent(
      'No rank yet: log your first activity',
    );
  });

  it('turns an ended challenge into a recap with thanks and without days left', async () => {
    const ended = buildMyEvent({ ...runningChallenge, name: 'Winter Challenge', state: 'ended' });
    showProgress(
      ended,
      buildProgress({ eventId: ended._id, myKm: 41, rank: 5, totalMembers: 40, remainingDays: 0 }),
    );

    expect(
      await screen.findByRole('heading', {
        name: 'Thank you for taking part in Winter Challenge!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('My distance in this challenge')).toBeInTheDocument();
    expect(screen.getByTestId('progress-rank')).toHaveTextContent('Rank 5 of 40');
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    // The target to date is the whole target now: not repeated.
    expect(screen.queryByText(/^Target to date/)).not.toBeInTheDocument();
  });

  it('says what the challenge is for with its description, cut to three lines, when nothing else fills the line', async () => {
    const described = buildMyEvent({
      ...runningChallenge,
      description: 'Every kilometre plants a tree in the city park.',
    });
    showProgress(described);

    expect(
      await screen.findByText('Every kilometre plants a tree in the city park.'),
    ).toBeInTheDocument();
  });
});

describe('the headline while its figures load', () => {
  it('keeps the room of each part it will show, in its own frame', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [running] } },
      'GET /api/profile/myActivities': { body: { docs: [], page: 1, hasNextPage: false } },
      [`GET /api/events/${running._id}/progress`]: () => new Promise(() => {}),
    });
    signInAs('user');
    renderActivitiesRoute(`/progress?eventId=${running._id}`);

    const room = await screen.findByTestId('progress-headline-room');
    // My km, the challenge bar, rank and days; the description's line when it has one.
    expect(room.children).toHaveLength(running.description.trim() ? 4 : 3);
    expect(screen.queryByTestId('progress-headline')).not.toBeInTheDocument();
  });
});
