import { fromTenths, round1 } from '@cc/shared/activities/distance';
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

/** Counts per user type, all zero, and the distance in tenths of a km (null: no event). */
function zeroCounts(): Record<UserType, number> & { total: number; kmTenths: number | null } {
  return {
    ...(Object.fromEntries(userTypes.map((t) => [t, 0])) as Record<UserType, number>),
    total: 0,
    kmTenths: null,
  };
}

/** Two distances in tenths added up; null (no event) stays null. */
function addTenths(sum: number | null, tenths: number | null): number | null {
  return tenths === null ? sum : (sum ?? 0) + tenths;
}

/** Counts with the distance in km (one decimal) in place of the tenths. */
function withKm({ kmTenths, ...counts }: ReturnType<typeof zeroCounts>) {
  return { ...counts, km: kmTenths === null ? null : fromTenths(kmTenths) };
}

/**
 * The summary from the aggregate's cells (people per country and user type): a row per
 * country, by country code, with its counts per user type, its total and its km, the column
 * totals and the overall total and km. Tenths are added up as integers and turned into km
 * once, so the rows' km add up to the total's.
 */
export function toReportSummary(cells: ReportCountRow[]): ReportSummary {
  const byCountry = new Map<string, ReturnType<typeof zeroCounts>>();
  const totals = zeroCounts();
  for (const cell of cells) {
    const row = byCountry.get(cell.country) ?? zeroCounts();
    byCountry.set(cell.country, row);
    row[cell.userType] += cell.n;
    row.total += cell.n;
    row.kmTenths = addTenths(row.kmTenths, cell.kmTenths);
    totals[cell.userType] += cell.n;
    totals.total += cell.n;
    totals.kmTenths = addTenths(totals.kmTenths, cell.kmTenths);
  }
  const docs = [...byCountry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([country, counts]) => ({ _id: country, ...withKm(counts) }));
  return { docs, totals: withKm(totals) };
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
