import { describe, expect, it } from 'vitest';
import { buildInsights } from './insights.test-support';
import { cumulativeSeries } from './insights-series';

const springRun = { startDate: '2026-06-10', endDate: '2026-06-20' };

describe('the cumulative view of an event', () => {
  it('runs the total up to today and the dashed forecast from there to the last day', () => {
    const points = cumulativeSeries(buildInsights(), springRun);
    expect(points.map((p) => p.date)).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
    ]);
    expect(points.map((p) => p.totalKm)).toEqual([
      40,
      100.5,
      170.5,
      250,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // The forecast meets the total today and reaches the server's forecast on the last day.
    expect(points[2]?.forecastKm).toBeNull();
    expect(points[3]?.forecastKm).toBe(250);
    expect(points[4]?.forecastKm).toBeCloseTo(250 + 800 / 7);
    expect(points.at(-1)?.forecastKm).toBeCloseTo(1050);
  });

  it('spreads the target evenly over the event’s days, reaching it on the last one', () => {
    const points = cumulativeSeries(buildInsights(), springRun);
    expect(points[0]?.targetKm).toBeCloseTo(1000 / 11);
    expect(points[3]?.targetKm).toBeCloseTo(4000 / 11);
    expect(points.at(-1)?.targetKm).toBe(1000);
  });

  it('draws no forecast on the last day, when nothing is left to forecast', () => {
    const insights = buildInsights({
      days: [{ date: '2026-06-20', km: 12, activities: 3, newParticipants: 0 }],
    });
    const points = cumulativeSeries(insights, { startDate: '2026-06-20', endDate: '2026-06-20' });
    expect(points).toEqual([{ date: '2026-06-20', totalKm: 12, targetKm: 1000, forecastKm: null }]);
  });
});
