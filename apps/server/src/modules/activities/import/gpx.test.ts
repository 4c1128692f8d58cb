import { describe, expect, it } from 'vitest';
import { gpxFile, METRES_PER_DEGREE } from '../../../test/activity-files';
import { parseActivityFile } from './index';

const start = new Date('2026-05-01T06:00:00Z');

describe('importing a GPX track', () => {
  it('measures the great-circle distance along the time-stamped points and the elapsed time', async () => {
    // 101 points, 0.001° north each, 30 s apart: 100 steps of 111.195 m in 50 minutes.
    const file = gpxFile([{ start, count: 101, stepSeconds: 30, latStep: 0.001 }], {
      type: 'running',
    });
    const result = await parseActivityFile(file, 'morning.gpx', 'Europe/Berlin');
    expect(result).toEqual({
      date: '2026-05-01',
      startTime: '2026-05-01T06:00:00.000Z',
      distanceKm: 11.1,
      durationMinutes: 50,
      sport: 'running',
      points: 101,
    });
    expect((100 * 0.001 * METRES_PER_DEGREE) / 1000).toBeCloseTo(11.12, 2);
  });

  it('adds the segments of a paused track without the gap between them', async () => {
    const file = gpxFile([
      { start, count: 51, stepSeconds: 10, latStep: 0.002 },
      // Resumed 20 minutes later, 1° further west: the jump is not walked.
      {
        start: new Date(start.getTime() + 30 * 60_000),
        count: 51,
        stepSeconds: 10,
        latStep: 0.002,
        lon: 12.4,
      },
    ]);
    const result = await parseActivityFile(file, 'paused.gpx', 'Europe/Berlin');
    // 2 × 50 steps of 222.39 m = 22.24 km; elapsed 06:00 → 06:38:20.
    expect(result.distanceKm).toBe(22.2);
    expect(result.durationMinutes).toBe(38);
    expect(result.points).toBe(102);
    expect(result.sport).toBeNull();
  });

  it('refuses a planned route: track points without times', async () => {
    const file = gpxFile([{ start, count: 20, stepSeconds: 10, latStep: 0.001 }], { timed: false });
    await expect(parseActivityFile(file, 'route.gpx', 'Europe/Berlin')).rejects.toMatchObject({
      code: 'IMPORT_NO_TIMESTAMPS',
    });
  });

  it('refuses a GPX holding only a route and waypoints', async () => {
    const file = Buffer.from(
      '<?xml version="1.0"?><gpx version="1.1" creator="planner"><wpt lat="52.5" lon="13.4"/>' +
        '<rte><rtept lat="52.5" lon="13.4"/><rtept lat="52.6" lon="13.4"/></rte></gpx>',
    );
    await expect(parseActivityFile(file, 'plan.gpx', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_NO_TIMESTAMPS',
    });
  });

  it('maps the track type to an activity type where it names one', async () => {
    const one = (type: string) =>
      parseActivityFile(
        gpxFile([{ start, count: 3, stepSeconds: 60, latStep: 0.001 }], { type }),
        'a.gpx',
        'UTC',
      ).then((r) => r.sport);
    expect(await one('walking')).toBe('walking');
    expect(await one('Hiking')).toBe('hiking');
    expect(await one('cycling')).toBeNull();
  });

  it('reads a 2 MB track', async () => {
    const file = gpxFile([{ start, count: 24_000, stepSeconds: 1, latStep: 0.00003 }]);
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    const began = performance.now();
    const result = await parseActivityFile(file, 'long.gpx', 'Europe/Berlin');
    // The "within a second" is a property of this machine; logged, not asserted.
    console.info(
      `2 MB GPX (${file.length} bytes) parsed in ${Math.round(performance.now() - began)} ms`,
    );
    expect(result.points).toBe(24_000);
    // 23,999 steps of 3.3359 m.
    expect(result.distanceKm).toBe(80.1);
    expect(result.durationMinutes).toBe(400);
  });
});
