import { tablePageSizes } from '@cc/shared/common/paging';
import { type ReportType, reportNeedsEvent, reportTypes } from '@cc/shared/reports/reports.schemas';
import { type UserType, userTypes } from '@cc/shared/users/users.constants';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_LIMIT } from '../../../lib/use-paged-list';
import type { ReportCell } from '../api/get-report-detail';

/** What the report page shows, read from the address so Back and reload keep it. */
export interface ReportView {
  type: ReportType;
  /** The count whose participants are listed; `null` shows the summary. */
  cell: ReportCell | null;
  page: number;
  limit: number;
}

/** The report types of a page: 1 without an event, 2-4 with one (admin spec §4, rule 23). */
export function reportTypesFor(hasEvent: boolean): ReportType[] {
  return reportTypes.filter((type) => reportNeedsEvent(type) === hasEvent);
}

function parseType(value: string | null, allowed: ReportType[]): ReportType {
  const found = allowed.find((type) => String(type) === value);
  return found ?? (allowed[0] as ReportType);
}

function parsePositive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

function parseUserType(value: string | null): UserType | undefined {
  return userTypes.find((type) => type === value);
}

function parseCountry(value: string | null): string | undefined {
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}

/** Reads the view from the search params; anything unknown falls back to the summary. */
export function readReportView(params: URLSearchParams, hasEvent: boolean): ReportView {
  const limit = parsePositive(params.get('limit'));
  return {
    type: parseType(params.get('type'), reportTypesFor(hasEvent)),
    cell:
      params.get('view') === 'detail'
        ? {
            country: parseCountry(params.get('country')),
            userType: parseUserType(params.get('userType')),
          }
        : null,
    page: parsePositive(params.get('page')) ?? 1,
    limit: (tablePageSizes as readonly number[]).includes(limit ?? 0)
      ? (limit as number)
      : DEFAULT_PAGE_LIMIT,
  };
}

/** Writes a view as search params, leaving out what is the default. */
function toSearch(view: ReportView): Record<string, string> {
  const search: Record<string, string> = { type: String(view.type) };
  if (!view.cell) return search;
  search.view = 'detail';
  if (view.cell.country) search.country = view.cell.country;
  if (view.cell.userType) search.userType = view.cell.userType;
  if (view.page > 1) search.page = String(view.page);
  if (view.limit !== DEFAULT_PAGE_LIMIT) search.limit = String(view.limit);
  return search;
}

/**
 * The report page's view in the address (`?type=2&view=detail&country=DE&page=2`): choosing
 * a type or a count adds a history entry, so the browser's Back returns to the summary;
 * paging replaces the entry.
 */
export function useReportView(hasEvent: boolean) {
  const [params, setParams] = useSearchParams();
  const view = readReportView(params, hasEvent);
  const go = (next: ReportView, replace = false) => setParams(toSearch(next), { replace });
  return {
    ...view,
    types: reportTypesFor(hasEvent),
    /** Shows another report type, keeping the selected count; its list starts at page 1. */
    setType: (type: ReportType) => go({ ...view, type, page: 1 }),
    /** Lists the participants behind a count. */
    openCell: (cell: ReportCell) => go({ ...view, cell, page: 1 }),
    /** Back to the summary. */
    closeCell: () => go({ ...view, cell: null, page: 1 }),
    setPage: (page: number) => go({ ...view, page }, true),
    /** Changes the page size; the list starts again at page 1. */
    setLimit: (limit: number) => go({ ...view, limit, page: 1 }, true),
  };
}
