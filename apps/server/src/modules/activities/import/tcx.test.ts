import { describe, expect, it } from 'vitest';
import { tcxFile } from '../../../test/activity-files';
import { parseActivityFile } from './index';

const start = new Date('2026-05-02T07:00:00Z');

describe('importing a TCX activity', () => {
  it("takes the distance from the laps' own DistanceMeters, not from the points", async () => {
    const file = tcxFile([
      { track: { start, count: 61, stepSeconds: 10, latStep: 0.001 }, distanceMeters: 2500 },
      {
        track: {
          start: new Date(start.getTime() + 600_000),
          count: 61,
          stepSeconds: 10,
          latStep: 0.001,
        },
        distanceMeters: 2749.6,
      },
    ]);
    const result = await parseActivityFile(file, 'laps.tcx', 'Europe/Berlin');
    expect(result).toEqual({
      date: '2026-05-02',
      startTime: '2026-05-02T07:00:00.000Z',
      distanceKm: 5.2,
      durationMinutes: 20,
      sport: 'running',
      points: 122,
    });
  });

  it('knows only Running among TCX sports', async () => {
    const file = tcxFile(
      [{ track: { start, count: 3, stepSeconds: 10, latStep: 0.001 }, distanceMeters: 200 }],
      'Biking',
    );
    expect((await parseActivityFile(file, 'ride.tcx', 'UTC')).sport).toBeNull();
  });
});
