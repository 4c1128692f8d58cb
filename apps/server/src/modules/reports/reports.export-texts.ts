import type { Language } from '@cc/shared/users/users.constants';

/** The words of the report downloads in one language (decision 032's glossary). */
export interface ReportSheetTexts {
  summarySheet: string;
  detailSheet: string;
  country: string;
  /** Header of the row totals and label of the column totals row. */
  total: string;
  /** Column headers of the detail, in the order of its cells (distance only for type 4). */
  detailColumns: Array<{ header: string; width: number }>;
  distance: { header: string; width: number };
  /** Header of the summary's km column (reports of an event). */
  summaryDistance: { header: string; width: number };
}

/**
 * The report downloads speak the language of the administrator who asks for them (the UI
 * language of the request, else their profile language: sheetLanguageOf), like the users
 * export; user types are named as there.
 */
export const reportSheetTexts: Record<Language, ReportSheetTexts> = {
  EN: {
    summarySheet: 'Summary',
    detailSheet: 'Participants',
    country: 'Country',
    total: 'Total',
    detailColumns: [
      { header: 'Last name', width: 18 },
      { header: 'First name', width: 18 },
      { header: 'Display name', width: 24 },
      { header: 'Email', width: 32 },
      { header: 'Country', width: 10 },
      { header: 'User type', width: 12 },
      { header: 'Company', width: 20 },
      { header: 'Team', width: 20 },
    ],
    distance: { header: 'Total distance (km)', width: 18 },
    summaryDistance: { header: 'Distance (km)', width: 14 },
  },
  DE: {
    summarySheet: 'Übersicht',
    detailSheet: 'Teilnehmende',
    country: 'Land',
    total: 'Gesamt',
    detailColumns: [
      { header: 'Nachname', width: 18 },
      { header: 'Vorname', width: 18 },
      { header: 'Anzeigename', width: 24 },
      { header: 'E-Mail', width: 32 },
      { header: 'Land', width: 10 },
      { header: 'Benutzertyp', width: 12 },
      { header: 'Unternehmen', width: 20 },
      { header: 'Team', width: 20 },
    ],
    distance: { header: 'Gesamtstrecke (km)', width: 18 },
    summaryDistance: { header: 'Strecke (km)', width: 14 },
  },
};
