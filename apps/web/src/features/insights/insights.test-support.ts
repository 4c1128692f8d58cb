import type { Insights } from '@cc/shared/insights/insights.schemas';
import type { SegmentRow } from '@cc/shared/rankings/segments.schemas';

/** A group of an event's participants as the organiser sees it (Staff, ranked first). */
export function buildSegmentRow(overrides: Partial<SegmentRow> = {}): SegmentRow {
  return {
    segment: 'Staff',
    label: 'Staff',
    registered: 40,
    active: 30,
    totalKm: 100,
    avgKmPerActive: 3.33,
    avgKmPerRegistered: 2.5,
    participationRate: 0.75,
    rank: 1,
    isMine: false,
    ...overrides,
  };
}

/**
 * The live figures of the Spring Run (10 to 20 June 2026) on its fourth day, the 13th: 1,234
 * participants, 250 km of a 1,000 km target, heading for 1,050 km. Its groups: staff and
 * customers by user type, Austria and Germany by country.
 */
export function buildInsights(overrides: Partial<Insights> = {}): Insights {
  return {
    eventId: 'event-1',
    registered: 1234,
    active: 617,
    activeLast7Days: 480,
    totalKm: 250,
    targetKm: 1000,
    targetToDateKm: 363.64,
    forecastKm: 1050,
    onTrack: true,
    days: [
      { date: '2026-06-10', km: 40, activities: 12, newParticipants: 900 },
      { date: '2026-06-11', km: 60.5, activities: 20, newParticipants: 200 },
      { date: '2026-06-12', km: 70, activities: 25, newParticipants: 100 },
      { date: '2026-06-13', km: 79.5, activities: 31, newParticipants: 34 },
    ],
    groups: {
      userType: [
        buildSegmentRow(),
        buildSegmentRow({
          segment: 'Customer',
          label: 'Customer',
          registered: 1194,
          active: 587,
          totalKm: 150,
          avgKmPerActive: 0.26,
          avgKmPerRegistered: 0.13,
          participationRate: 0.4916,
          rank: 2,
        }),
      ],
      country: [
        buildSegmentRow({
          segment: 'AT',
          label: 'Austria',
          registered: 234,
          active: 117,
          totalKm: 50,
          avgKmPerActive: 0.43,
          avgKmPerRegistered: 0.21,
          participationRate: 0.5,
        }),
        buildSegmentRow({
          segment: 'DE',
          label: 'Germany',
          registered: 1000,
          active: 500,
          totalKm: 200,
          avgKmPerActive: 0.4,
          avgKmPerRegistered: 0.2,
          participationRate: 0.5,
          rank: 2,
        }),
      ],
    },
    ...overrides,
  };
}
