import type { AuditDownloadQuery } from '@cc/shared/audit/audit.schemas';
import type { AdminContext } from '../../platform/context';
import { type CellValue, type SheetSpec, sheetLanguageOf } from '../../platform/spreadsheet';
import { auditSheetTexts } from './audit.export-texts';
import * as repo from './audit.repository';
import { filterOf, recordAudit } from './audit.service';

/**
 * Rows a download holds at most (decision 095): the newest; a last line says how many more
 * matched. At 2 years' retention a busy platform stays far below it.
 */
export const AUDIT_DOWNLOAD_CAP = 100_000;

/** Rows read per page of the download. */
const PAGE_SIZE = 1000;

/** The most characters a cell holds in Excel; a longer text (a long message) is cut, marked …. */
const CELL_MAX = 32_767;

function cellText(text: string): string {
  return text.length <= CELL_MAX ? text : `${text.slice(0, CELL_MAX - 1)}…`;
}

/**
 * `GET /api/admin/audit/download`: the filtered trail as one sheet, newest first, read in
 * pages by (at, id) so memory stays flat; times in the platform time zone, the fields as
 * JSON. Headers in the request's UI language. Checks the filters before the first byte.
 */
export function exportAudit(
  ctx: AdminContext,
  query: AuditDownloadQuery,
  cap = AUDIT_DOWNLOAD_CAP,
): SheetSpec {
  const texts = auditSheetTexts[sheetLanguageOf(ctx)];
  const filter = filterOf(ctx, query);
  const time = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ctx.config.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const json = (fields: object | null) => (fields ? cellText(JSON.stringify(fields)) : null);
  async function* rows(): AsyncGenerator<CellValue[]> {
    let written = 0;
    let olderThan: { cursor: string; id: string } | undefined;
    while (written < cap) {
      const limit = Math.min(PAGE_SIZE, cap - written);
      const page = await repo.findAuditPage(ctx.db, { ...filter, olderThan }, { limit, offset: 0 });
      for (const row of page) {
        yield [
          time.format(row.at),
          row.actor ? `${row.actor.firstName} ${row.actor.lastName}` : texts.deletedAccount,
          row.actor?.email ?? null,
          row.actorId,
          row.action,
          row.objectType,
          row.objectId,
          json(row.before),
          json(row.after),
        ];
      }
      written += page.length;
      const last = page.at(-1);
      if (page.length < limit || !last) return;
      olderThan = { cursor: last.cursor, id: last.id };
    }
    const total = await repo.countAuditRows(ctx.db, filter);
    if (total > written) yield [texts.truncated(written, total)];
  }
  return { name: texts.sheetName, columns: texts.columns, rows: rows() };
}

/**
 * The download as the route serves it: the filters checked, then the download recorded in
 * the trail itself (an export of personal data, `export.download`), then the sheet.
 */
export async function downloadAudit(
  ctx: AdminContext,
  query: AuditDownloadQuery,
): Promise<SheetSpec> {
  const sheet = exportAudit(ctx, query);
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action: 'export.download',
    objectType: 'export',
    objectId: null,
    after: { export: 'audit', ...query },
  });
  return sheet;
}
