import { round1 } from '@cc/shared/activities/distance';
import { type Paged, toPaged } from '@cc/shared/common/paging';
import { AppError, fieldError } from '@cc/shared/errors/app-error';
import {
  type ReportCellQuery,
  type ReportDetailQuery,
  type ReportDetailRow,
  type ReportSummary,
  type ReportSummaryQuery,
  reportNeedsEvent,
} from '@cc/shared/reports/reports.schemas';
import type { UserType } from '@cc/shared/users/users.constants';
import type { AdminContext } from '../../platform/context';
import { type CellValue, type SheetSpec, sheetLanguageOf } from '../../platform/spreadsheet';
import { recordAudit } from '../audit';
import { usersSheetTexts } from '../users';
import { reportSheetTexts } from './reports.export-texts';
import { byCountryName, toDetailRow, toReportSummary } from './reports.mapper';
import * as repo from './reports.repository';

/** A report's scope with the name of its event (types 2-4). */
interface ResolvedScope {
  scope: repo.ReportScope;
  eventName?: string;
}

/**
 * Checks the event of a report (rule 23, admin spec §4): type 1 takes none (eventId
 * INVALID), types 2-4 need one (eventId REQUIRED) that exists (NOT_FOUND).
 */
async function resolveScope(ctx: AdminContext, query: ReportCellQuery): Promise<ResolvedScope> {
  const { type, eventId, country, userType } = query;
  if (!reportNeedsEvent(type)) {
    if (eventId !== undefined) throw fieldError('eventId', 'INVALID');
    return { scope: { type, country, userType } };
  }
  if (eventId === undefined) throw fieldError('eventId', 'REQUIRED');
  const eventName = await repo.findEventName(ctx.db, eventId);
  if (eventName === undefined) throw new AppError('NOT_FOUND');
  return { scope: { type, eventId, country, userType }, eventName };
}

/** The order of the user type columns in a download (admin spec §3). */
const columnOrder: UserType[] = ['Customer', 'Staff', 'Supplier', 'Family'];

/**
 * People per country and user type of a checked scope, a row total per country, the
 * column totals and the overall total, from one aggregate. Rows by country code: whoever
 * shows them sorts them by the names they show (the web page, byCountryName for a sheet).
 */
async function summarize(ctx: AdminContext, scope: repo.ReportScope): Promise<ReportSummary> {
  return toReportSummary(await repo.findReportCounts(ctx.db, scope));
}

/** GET /api/users/report/countryAndType: the summary of a report (see summarize). */
export async function getReportSummary(
  ctx: AdminContext,
  query: ReportSummaryQuery,
): Promise<ReportSummary> {
  const { scope } = await resolveScope(ctx, query);
  return summarize(ctx, scope);
}

/**
 * GET /api/users/report/countryAndTypeDetails: one page of the people of a cell, a row
 * (country only), a column (user type only) or everyone, by last name and first name.
 */
export async function getReportDetail(
  ctx: AdminContext,
  query: ReportDetailQuery,
): Promise<Paged<ReportDetailRow>> {
  const { scope } = await resolveScope(ctx, query);
  const [rows, total] = await Promise.all([
    repo.findReportPeoplePage(ctx.db, scope, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countReportPeople(ctx.db, scope),
  ]);
  return toPaged(rows.map(toDetailRow), total, query);
}

/** A download's name: the spec's words, then the parts that say what it holds. */
function fileName(words: string, parts: Array<string | number | undefined>): string {
  const named = parts
    .filter((p) => p !== undefined && p !== '')
    .map((p) =>
      String(p)
        .replace(/[^\p{L}\p{N}-]+/gu, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 60),
    )
    .filter((p) => p !== '');
  return `${[words, ...named].join('_')}.xlsx`;
}

/** A downloadable sheet and the name of its file. */
export interface ReportDownload {
  fileName: string;
  sheet: SheetSpec;
}

/**
 * A download is a read, but of people's data: the audit trail records it (decision 095),
 * with the report's filters, once the filters are known to be valid.
 */
async function recordReportDownload(
  ctx: AdminContext,
  report: 'summary' | 'detail',
  query: ReportCellQuery,
): Promise<void> {
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action: 'report.download',
    objectType: 'report',
    objectId: query.eventId ?? null,
    after: { report: `countryAndType.${report}`, ...query },
  });
}

/**
 * The summary as a workbook (report_type_summary_<type>[_<event>].xlsx): a row per country,
 * named and sorted by name in the sheet's language, with its counts per user type, its
 * total and (types 2-4) its km, then the totals row; words in the language of the request (sheetLanguageOf).
 */
export async function exportReportSummary(
  ctx: AdminContext,
  query: ReportSummaryQuery,
): Promise<ReportDownload> {
  const { scope, eventName } = await resolveScope(ctx, query);
  await recordReportDownload(ctx, 'summary', query);
  const summary = await summarize(ctx, scope);
  const language = sheetLanguageOf(ctx);
  const texts = reportSheetTexts[language];
  const typeLabels = usersSheetTexts[language].userTypes;
  // A report of an event (types 2-4) also writes the km; type 1 has no event to count in.
  const withKm = summary.totals.km !== null;
  const counts = (row: ReportSummary['totals']): CellValue[] => [
    ...columnOrder.map((t) => row[t]),
    row.total,
    ...(withKm ? [row.km] : []),
  ];
  return {
    fileName: fileName('report_type_summary', [query.type, eventName]),
    sheet: {
      name: texts.summarySheet,
      columns: [
        { header: texts.country, width: 12 },
        ...columnOrder.map((t) => ({ header: typeLabels[t], width: 14 })),
        { header: texts.total, width: 12 },
        ...(withKm ? [texts.summaryDistance] : []),
      ],
      rows: [
        ...byCountryName(summary.docs, language).map((row) => [row.countryName, ...counts(row)]),
        [texts.total, ...counts(summary.totals)],
      ],
    },
  };
}

/** People read per query of a detail download. */
export const DOWNLOAD_CHUNK = 2000;

/**
 * The detail as a workbook (report_type_detail_<type>[_<event>][_<country>][_<userType>]
 * .xlsx): everyone of the cell, row, column or report, read from the database in chunks
 * of DOWNLOAD_CHUNK in the detail's order, so memory stays flat however many there are.
 * The distance column only for type 4.
 */
export async function exportReportDetail(
  ctx: AdminContext,
  query: ReportCellQuery,
): Promise<ReportDownload> {
  const { scope, eventName } = await resolveScope(ctx, query);
  await recordReportDownload(ctx, 'detail', query);
  const language = sheetLanguageOf(ctx);
  const texts = reportSheetTexts[language];
  const typeLabels = usersSheetTexts[language].userTypes;
  const withDistance = scope.type === 4;
  async function* rows(): AsyncGenerator<CellValue[]> {
    let after: repo.PersonKey | undefined;
    for (;;) {
      const chunk = await repo.findReportPeopleAfter(ctx.db, scope, after, DOWNLOAD_CHUNK);
      for (const p of chunk) {
        const cells: CellValue[] = [
          p.lastName,
          p.firstName,
          p.displayName,
          p.email,
          p.country,
          typeLabels[p.userType],
          p.company,
          p.teamName,
        ];
        if (withDistance) cells.push(round1((p.totalKmTenths ?? 0) / 10));
        yield cells;
      }
      if (chunk.length < DOWNLOAD_CHUNK) return;
      after = chunk.at(-1);
    }
  }
  return {
    fileName: fileName('report_type_detail', [
      query.type,
      eventName,
      query.country,
      query.userType,
    ]),
    sheet: {
      name: texts.detailSheet,
      columns: withDistance ? [...texts.detailColumns, texts.distance] : texts.detailColumns,
      rows: rows(),
    },
  };
}
