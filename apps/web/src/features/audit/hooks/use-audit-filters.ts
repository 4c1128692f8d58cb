import {
  type AuditAction,
  type AuditDownloadQuery,
  type AuditObjectType,
  type AuditQuery,
  auditQuerySchema,
} from '@cc/shared/audit/audit.schemas';
import { tablePageSizes } from '@cc/shared/common/paging';
import { useSearchParams } from 'react-router';

/** Rows a page of the trail shows at first: the API's default, the largest size offered. */
export const DEFAULT_AUDIT_LIMIT = 50;

/** What the Audit page shows, read from the address so Back, reload and links keep it. */
export interface AuditFilters {
  /** The acting administrator's user id. */
  actor?: string;
  action?: AuditAction;
  objectType?: AuditObjectType;
  /** First and last day (`YYYY-MM-DD`, platform time zone), both included. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** The filter fields, without paging: what the download takes too. */
type FilterField = keyof AuditDownloadQuery;
const filterFields = ['actor', 'action', 'objectType', 'from', 'to'] as const;

/** `value` when the contract's field accepts it, else nothing: a bad address shows everything. */
function valid<F extends FilterField>(field: F, value: string | null): AuditFilters[F] {
  if (!value) return undefined;
  const parsed = auditQuerySchema.shape[field].safeParse(value);
  return parsed.success ? (parsed.data as AuditFilters[F]) : undefined;
}

function parsePositive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Reads the filters from the search params; anything unknown falls back to showing all. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const limit = parsePositive(params.get('limit'));
  return {
    actor: valid('actor', params.get('actor')),
    action: valid('action', params.get('action')),
    objectType: valid('objectType', params.get('objectType')),
    from: valid('from', params.get('from')),
    to: valid('to', params.get('to')),
    page: parsePositive(params.get('page')) ?? 1,
    limit: (tablePageSizes as readonly number[]).includes(limit ?? 0)
      ? (limit as number)
      : DEFAULT_AUDIT_LIMIT,
  };
}

/** The filters without paging, leaving out the empty ones: the download's query. */
export function toDownloadQuery(filters: AuditFilters): AuditDownloadQuery {
  const query: AuditDownloadQuery = {};
  for (const field of filterFields) {
    if (filters[field]) Object.assign(query, { [field]: filters[field] });
  }
  return query;
}

/** The query of one page of the list. */
export function toPageQuery(filters: AuditFilters): AuditQuery {
  return { ...toDownloadQuery(filters), page: filters.page, limit: filters.limit };
}

/** Writes the filters as search params, leaving out what is the default. */
export function toAuditSearch(filters: AuditFilters): Record<string, string> {
  const search: Record<string, string> = { ...toDownloadQuery(filters) };
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== DEFAULT_AUDIT_LIMIT) search.limit = String(filters.limit);
  return search;
}

/** Whether any filter narrows the trail. */
export function isFiltered(filters: AuditFilters): boolean {
  return Object.keys(toDownloadQuery(filters)).length > 0;
}

/** The object type an action is about (`user.role` → `user`). */
export function objectTypeOf(action: AuditAction): AuditObjectType {
  return action.slice(0, action.indexOf('.')) as AuditObjectType;
}

/**
 * The Audit page's filters in the address (`?actor=…&action=user.role&from=2026-11-01`): a
 * new filter adds a history entry and starts at page 1; paging replaces the entry.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const go = (next: AuditFilters, replace = false) => setParams(toAuditSearch(next), { replace });
  const filter = (change: Partial<Omit<AuditFilters, 'page' | 'limit'>>) =>
    go({ ...filters, ...change, page: 1 });
  return {
    filters,
    setActor: (actor: string | undefined) => filter({ actor }),
    setAction: (action: AuditAction | undefined) => filter({ action }),
    /** Another object type drops an action about a different one, which could match nothing. */
    setObjectType: (objectType: AuditObjectType | undefined) =>
      filter({
        objectType,
        action:
          filters.action && objectType && objectTypeOf(filters.action) !== objectType
            ? undefined
            : filters.action,
      }),
    setFrom: (from: string | undefined) => filter({ from }),
    setTo: (to: string | undefined) => filter({ to }),
    clear: () => go({ page: 1, limit: filters.limit }),
    setPage: (page: number) => go({ ...filters, page }, true),
    setLimit: (limit: number) => go({ ...filters, limit, page: 1 }, true),
  };
}
