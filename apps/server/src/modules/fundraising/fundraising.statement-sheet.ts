import type { Statement } from '@cc/shared/fundraising/fundraising.schemas';
import type { AdminContext } from '../../platform/context';
import { type CellValue, type SheetSpec, sheetLanguageOf } from '../../platform/spreadsheet';
import { recordAudit } from '../audit';

/**
 * A settlement statement as a workbook in the administrator's language (decision 070):
 * one row per pledge line, the totals row, then the payments and what each sponsor still
 * owes. Money stays integer minor units in its own columns, named with the currency, so the
 * total cell is exactly the statement's `raisedMinor`.
 */

const texts = {
  EN: {
    sheet: 'Statement',
    columns: [
      'Sponsor',
      'E-mail',
      'Kind',
      'Scope',
      'Team',
      'Participant',
      'Rate per km ({minor})',
      'Amount ({minor})',
      'Match %',
      'Cap ({minor})',
      'Counted km',
      'Gross ({minor})',
      'Owed ({minor})',
      'Paid ({minor})',
      'Outstanding ({minor})',
    ],
    kinds: { perKm: 'Per km', fixed: 'Fixed', match: 'Match' },
    scopes: { event: 'Challenge', team: 'Team', participant: 'Participant' },
    deleted: 'Deleted participant',
    total: 'Total',
    payments: 'Payments',
    paymentColumns: ['Sponsor', 'Paid on', 'Reference', 'Amount ({minor})'],
    version: 'Version {version}, settled {date}',
    minor: '{currency} minor units',
  },
  DE: {
    sheet: 'Abrechnung',
    columns: [
      'Sponsor',
      'E-Mail',
      'Art',
      'Bereich',
      'Team',
      'Teilnehmende',
      'Betrag pro km ({minor})',
      'Betrag ({minor})',
      'Verdopplung %',
      'Obergrenze ({minor})',
      'Gezählte km',
      'Brutto ({minor})',
      'Geschuldet ({minor})',
      'Bezahlt ({minor})',
      'Offen ({minor})',
    ],
    kinds: { perKm: 'Pro km', fixed: 'Festbetrag', match: 'Verdopplung' },
    scopes: { event: 'Challenge', team: 'Team', participant: 'Teilnehmende' },
    deleted: 'Gelöschtes Konto',
    total: 'Summe',
    payments: 'Zahlungen',
    paymentColumns: ['Sponsor', 'Bezahlt am', 'Referenz', 'Betrag ({minor})'],
    version: 'Version {version}, abgerechnet am {date}',
    minor: '{currency}-Cent',
  },
} as const;

/** The name of a statement's workbook: fundraising_statement_<event>_v<version>.xlsx. */
function fileNameOf(statement: Statement): string {
  const event = statement.eventName.replace(/\s+/g, '_');
  return `fundraising_statement_${event}_v${statement.version}.xlsx`;
}

/**
 * The workbook of a statement, with its file name; the download is recorded in the audit
 * trail first (sponsors' names and addresses, decision 095).
 */
export async function statementDownload(
  ctx: AdminContext,
  statement: Statement,
): Promise<{ fileName: string; sheet: SheetSpec }> {
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action: 'report.download',
    objectType: 'report',
    objectId: statement.eventId,
    after: { report: 'fundraising.statement', version: statement.version },
  });
  const t = texts[sheetLanguageOf(ctx) === 'DE' ? 'DE' : 'EN'];
  const minor = t.minor.replace('{currency}', statement.currency);
  const header = (text: string) => text.replace('{minor}', minor);
  const width = t.columns.length;
  const pad = (cells: CellValue[]): CellValue[] => [
    ...cells,
    ...Array(Math.max(0, width - cells.length)).fill(null),
  ];
  const rows: CellValue[][] = statement.lines.map((l) => [
    l.sponsorName,
    l.sponsorEmail,
    t.kinds[l.kind],
    t.scopes[l.scope],
    l.teamName,
    l.scope === 'participant' ? (l.participantName ?? t.deleted) : null,
    l.ratePerKmMinor,
    l.amountMinor,
    l.matchPercent,
    l.capMinor,
    l.countedKm,
    l.grossMinor,
    l.owedMinor,
    l.paidMinor,
    l.outstandingMinor,
  ]);
  rows.push([
    t.total,
    ...Array(11).fill(null),
    statement.raisedMinor,
    statement.paidMinor,
    statement.outstandingMinor,
  ]);
  rows.push(pad([]));
  rows.push(
    pad([
      t.version
        .replace('{version}', String(statement.version))
        .replace('{date}', statement.settledAt.slice(0, 10)),
    ]),
  );
  rows.push(pad([]));
  rows.push(pad([t.payments]));
  rows.push(pad(t.paymentColumns.map(header)));
  for (const p of statement.payments) {
    rows.push(pad([p.sponsorName, p.paidOn, p.reference, p.amountMinor]));
  }
  return {
    fileName: fileNameOf(statement),
    sheet: {
      name: t.sheet,
      columns: t.columns.map((c) => ({ header: header(c), width: 16 })),
      rows,
    },
  };
}
