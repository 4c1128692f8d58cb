import { screen } from '@testing-library/react';
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
    expect(screen.getByText(/^Meine kumulierte Strecke pro Tag/)).toBeInTheDocument();
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
    expect(rowValue('Event total distance')).toBe('31,068.6 mi');
    expect(rowValue('Percent of the total reached')).toBe('46.9%');
    expect(rowValue('Remaining days')).toBe('1 day');
  });
});
