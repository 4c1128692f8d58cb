import { round1 } from '@cc/shared/activities/distance';
import type { ReportDetailRow, ReportSummary } from '@cc/shared/reports/reports.schemas';
import { getCountryName } from '@cc/shared/users/countries';
import { type Language, type UserType, userTypes } from '@cc/shared/users/users.constants';
import type { ReportCountRow, ReportPersonRow } from './reports.repository';

/** Maps a stored person to a detail row; the distance in km with one decimal (type 4). */
export function toDetailRow(row: ReportPersonRow): ReportDetailRow {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: row.email,
    country: row.country,
    userType: row.userType,
    company: row.company,
    teamName: row.teamName,
    totalDistance: row.totalKmTenths === null ? null : round1(row.totalKmTenths / 10),
  };
}

/** Counts per user type, all zero. */
function zeroCounts(): Record<UserType, number> & { total: number } {
  return {
    ...(Object.fromEntries(userTypes.map((t) => [t, 0])) as Record<UserType, number>),
    total: 0,
  };
}

/**
 * The summary from the aggregate's cells (people per country and user type): a row per
 * country, by country code, with its counts per user type and its total, the column
 * totals and the overall total.
 */
export function toReportSummary(cells: ReportCountRow[]): ReportSummary {
  const byCountry = new Map<string, ReturnType<typeof zeroCounts>>();
  const totals = zeroCounts();
  for (const cell of cells) {
    const row = byCountry.get(cell.country) ?? zeroCounts();
    byCountry.set(cell.country, row);
    row[cell.userType] += cell.n;
    row.total += cell.n;
    totals[cell.userType] += cell.n;
    totals.total += cell.n;
  }
  const docs = [...byCountry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([country, counts]) => ({ _id: country, ...counts }));
  return { docs, totals };
}

/** A summary row with its country's name in the language of a download. */
export type NamedSummaryRow = ReportSummary['docs'][number] & { countryName: string };

/**
 * The summary rows by their countries' names as `language` writes and sorts them
 * (Deutschland, Frankreich, Österreich in German), not by code: a reader looks a country
 * up by the name the sheet shows (issue 23, decision 067).
 */
export function byCountryName(docs: ReportSummary['docs'], language: Language): NamedSummaryRow[] {
  const lang = language === 'DE' ? 'de' : 'en';
  const collator = new Intl.Collator(lang);
  return docs
    .map((row) => ({ ...row, countryName: getCountryName(row._id, lang) }))
    .sort((a, b) => collator.compare(a.countryName, b.countryName));
}
