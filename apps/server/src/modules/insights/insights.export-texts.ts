import type { SegmentDimension } from '@cc/shared/rankings/segments.schemas';
import type { Language } from '@cc/shared/users/users.constants';

/** The words of the insights downloads in one language (decision 032's glossary). */
interface InsightsSheetTexts {
  groupsSheet: string;
  daysSheet: string;
  /** Header of the group column, by grouping. */
  dimension: Record<SegmentDimension, string>;
  /** The other columns of the group board, in the order of its cells. */
  groupColumns: Array<{ header: string; width: number }>;
  dayColumns: Array<{ header: string; width: number }>;
}

/**
 * The downloads speak the language of the administrator who asks for them (the UI language
 * of the request, else their profile language), like the reports.
 */
export const insightsSheetTexts: Record<Language, InsightsSheetTexts> = {
  EN: {
    groupsSheet: 'Groups',
    daysSheet: 'Days',
    dimension: { userType: 'User type', country: 'Country', team: 'Team' },
    groupColumns: [
      { header: 'Registered', width: 12 },
      { header: 'Active', width: 10 },
      { header: 'Participation rate', width: 18 },
      { header: 'Total distance (km)', width: 18 },
      { header: 'km per active participant', width: 24 },
      { header: 'km per registered participant', width: 28 },
      { header: 'Rank', width: 8 },
    ],
    dayColumns: [
      { header: 'Date', width: 12 },
      { header: 'Distance (km)', width: 14 },
      { header: 'Activities', width: 12 },
      { header: 'New participants', width: 18 },
    ],
  },
  DE: {
    groupsSheet: 'Gruppen',
    daysSheet: 'Tage',
    dimension: { userType: 'Benutzertyp', country: 'Land', team: 'Team' },
    groupColumns: [
      { header: 'Angemeldet', width: 12 },
      { header: 'Aktiv', width: 10 },
      { header: 'Beteiligung', width: 14 },
      { header: 'Gesamtstrecke (km)', width: 18 },
      { header: 'km pro aktiver Person', width: 22 },
      { header: 'km pro angemeldeter Person', width: 26 },
      { header: 'Platz', width: 8 },
    ],
    dayColumns: [
      { header: 'Datum', width: 12 },
      { header: 'Strecke (km)', width: 14 },
      { header: 'Aktivitäten', width: 12 },
      { header: 'Neue Teilnehmende', width: 18 },
    ],
  },
};
