import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMyEvent, buildProfile, buildProgress } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const event = buildMyEvent(runningChallenge);

function rowValue(label: string): string | null {
  const header = screen.getByRole('rowheader', { name: label });
  return header.closest('tr')?.querySelector('td')?.textContent ?? null;
}

describe('my activity page', () => {
  it('shows the eight rows in the German number format', async () => {
    await i18n.changeLanguage('de');
    mockFetch({
      'GET /api/profile': { body: buildProfile({ language: 'DE' }) },
      'GET /api/profile/events': { body: { docs: [event] } },
      [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    });
    signInAs('user');
    renderActivitiesRoute(`/my-activity/${event._id}`);

    await screen.findByRole('rowheader', { name: 'Persönliche Platzierung' });
    expect(rowValue('Persönliche Platzierung')).toBe('3 von 1.250');
    expect(rowValue('Persönlicher Fortschritt')).toBe('1.234,5 km');
    expect(rowValue('Fortschritt der Challenge')).toBe('23.456,7 km');
    expect(rowValue('Gesamtstrecke der Challenge')).toBe('50.000 km');
    expect(rowValue('Erreichter Anteil der Gesamtstrecke')).toBe('46,9 %');
    expect(rowValue('Ziel bis heute')).toBe('20.000 km');
    expect(rowValue('Erreichter Anteil des Ziels')).toBe('117,3 %');
    expect(rowValue('Verbleibende Tage')).toBe('12 Tage');
    const mine = screen.getByRole('figure', { name: 'Meine Strecke und mein Anteil am Ziel' });
    expect(within(mine).getByText('Mein Anteil am Ziel bis heute: 16 km')).toBeInTheDocument();
  });

  it('shows the distances in miles for a participant who uses miles', async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile({ unit: 'MILE' }) },
      'GET /api/profile/events': { body: { docs: [event] } },
      [`GET /api/events/${event._id}/progress`]: { body: buildProgress({ remainingDays: 1 }) },
    });
    signInAs('user');
    renderActivitiesRoute(`/my-activity/${event._id}`);

    await screen.findByRole('rowheader', { name: 'Individual progress' });
    expect(rowValue('Individual ranking')).toBe('3 of 1,250');
    expect(rowValue('Individual progress')).toBe('767.1 mi');
    expect(rowValue('Challenge total distance')).toBe('31,068.6 mi');
    expect(rowValue('Percent of the total reached')).toBe('46.9%');
    expect(rowValue('Remaining days')).toBe('1 day');
  });

  it('compares me with my share of the target and the challenge with its target, each labelled', async () => {
    // The example: 7.3 km of mine drawn against the whole challenge's 177.4 km.
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/profile/events': { body: { docs: [event] } },
      [`GET /api/events/${event._id}/progress`]: {
        body: buildProgress({
          totalMembers: 25,
          myKm: 7.3,
          myMile: 4.5,
          challengeKm: 180.2,
          challengeMile: 112,
          targetToDateKm: 177.4,
          targetToDateMile: 110.2,
        }),
      },
    });
    signInAs('user');
    renderActivitiesRoute(`/my-activity/${event._id}`);

    const mine = await screen.findByRole('figure', {
      name: 'My distance and my share of the target',
    });
    expect(within(mine).getByText('My distance: 7.3 km')).toBeInTheDocument();
    expect(within(mine).getByText('My share of the target to date: 7.1 km')).toBeInTheDocument();
    expect(
      within(mine).getByText(
        'My share is the target to date, 177.4 km, divided among 25 participants.',
      ),
    ).toBeInTheDocument();
    expect(within(mine).queryByText(/177\.4 km$/)).toBeNull();

    const challenge = screen.getByRole('figure', { name: 'The challenge and its target' });
    expect(
      within(challenge).getByText('Challenge progress (all participants): 180.2 km'),
    ).toBeInTheDocument();
    expect(within(challenge).getByText('Target to date: 177.4 km')).toBeInTheDocument();
  });
});
