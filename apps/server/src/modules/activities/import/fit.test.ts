import { describe, expect, it } from 'vitest';
import { fitFile } from '../../../test/activity-files';
import { parseActivityFile } from './index';

const start = new Date('2026-05-03T05:15:00Z');

describe("importing a FIT activity (written with Garmin's encoder)", () => {
  it("takes the session's total distance and elapsed time, the records as points and the sport", async () => {
    const file = fitFile(
      { start, count: 361, stepSeconds: 5, latStep: 0.0001 },
      { totalDistance: 4321.5, sport: 'running' },
    );
    const result = await parseActivityFile(file, 'watch.fit', 'Europe/Berlin');
    expect(result).toEqual({
      date: '2026-05-03',
      startTime: '2026-05-03T05:15:00.000Z',
      distanceKm: 4.3,
      durationMinutes: 30,
      sport: 'running',
      points: 361,
    });
  });

  it('measures along the records when the session has no total distance', async () => {
    const file = fitFile(
      { start, count: 361, stepSeconds: 5, latStep: 0.0001 },
      { totalDistance: 0, sport: 'running' },
    );
    // 360 steps of 11.12 m.
    expect((await parseActivityFile(file, 'watch.fit', 'UTC')).distanceKm).toBe(4);
  });

  it('maps walking and hiking sessions, and no other sport', async () => {
    const sportOf = async (sport: 'walking' | 'hiking' | 'cycling') =>
      (
        await parseActivityFile(
          fitFile(
            { start, count: 5, stepSeconds: 5, latStep: 0.0001 },
            { totalDistance: 50, sport },
          ),
          'x.fit',
          'UTC',
        )
      ).sport;
    expect(await sportOf('walking')).toBe('walking');
    expect(await sportOf('hiking')).toBe('hiking');
    expect(await sportOf('cycling')).toBeNull();
  });

  it('recognises FIT by its content, whatever the name says', async () => {
    const file = fitFile(
      { start, count: 5, stepSeconds: 5, latStep: 0.0001 },
      { totalDistance: 50, sport: 'running' },
    );
    expect((await parseActivityFile(file, 'export.gpx', 'UTC')).points).toBe(5);
  });

  it('refuses a truncated file', async () => {
    const file = fitFile(
      { start, count: 100, stepSeconds: 5, latStep: 0.0001 },
      { totalDistance: 1000, sport: 'running' },
    );
    const truncated = file.subarray(0, Math.floor(file.length / 2));
    await expect(parseActivityFile(truncated, 'cut.fit', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
  });

  it('refuses a file whose checksum does not match (altered bytes)', async () => {
    const file = Buffer.from(
      fitFile(
        { start, count: 100, stepSeconds: 5, latStep: 0.0001 },
        { totalDistance: 1000, sport: 'running' },
      ),
    );
    file[file.length - 10] = (file[file.length - 10] ?? 0) ^ 0xff;
    await expect(parseActivityFile(file, 'bad.fit', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
  });
});
