import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { SignedInContext } from './context';

/** MIME type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** First characters that make a spreadsheet program read a cell as a formula (rule 25). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Makes text safe to put in a spreadsheet cell: text beginning with = + - @, a tab or a
 * carriage return gets a leading apostrophe, so it stays text and never runs as a formula.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The language of a download's headers and words: the UI language the app sends with the
 * request (Accept-Language, de or en), else the asker's profile language. An administrator
 * has no screen to change their profile language, and the file should read like the screen
 * it was asked from (decision 067).
 */
export function sheetLanguageOf(ctx: Pick<SignedInContext, 'acceptLanguage' | 'user'>) {
  return ctx.acceptLanguage ?? ctx.user.language;
}

/** What one cell may hold. Numbers, booleans and dates are typed cells; text is made safe. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** A cell value ready to write: strings pass through `formulaSafe`, others as they are. */
export function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' ? formulaSafe(value) : value;
}

/** One sheet of an export: bold, frozen header row and the data rows, read as they come. */
export interface SheetSpec {
  name: string;
  columns: Array<{ header: string; width?: number }>;
  rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>;
}

/** Rows written between checks for a slow reader. */
const ROWS_PER_CHECK = 500;

/**
 * Streams a one-sheet workbook into `out`: every row is committed (flushed) as soon as it
 * is written and the writer waits whenever `out` is full, so memory stays flat however
 * many rows come. Every cell goes through `safeCell`. Resolves once the workbook is
 * complete; rejects (leaving `out` to the caller) on a failure or when `out` closes early.
 */
export async function writeXlsx(out: Writable, sheet: SheetSpec): Promise<void> {
  // Loaded with the first export, not at start: the library takes ~0.3 s to load (issue 14).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((c) => ({ width: c.width ?? 18 }));
  const header = worksheet.addRow(sheet.columns.map((c) => formulaSafe(c.header)));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const row of sheet.rows) {
    worksheet.addRow(row.map(safeCell)).commit();
    written += 1;
    if (written % ROWS_PER_CHECK === 0) await waitForReader(out);
  }
  worksheet.commit();
  await workbook.commit();
}

/** Waits while `out` is full; throws when it was closed before the workbook was done. */
async function waitForReader(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('spreadsheet reader went away');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new Error('spreadsheet reader went away');
}

/**
 * The Content-Disposition of a download named `filename`: `filename` in ASCII (accents
 * dropped; letters, digits, dot, dash and underscore kept, anything else `_`), plus
 * `filename*` in UTF-8 (RFC 6266) when the name has more than that ASCII form can say.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]/g, '_');
  if (ascii === filename) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers a request with a streamed .xlsx download named `filename` (see
 * attachmentDisposition). A failure after the first bytes cuts the download short and is
 * logged; it cannot change the status.
 */
export function sendXlsx(reply: FastifyReply, filename: string, sheet: SheetSpec): void {
  const out = new PassThrough();
  writeXlsx(out, sheet).catch((err: unknown) => {
    reply.log.error({ err }, 'spreadsheet export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(out);
}
