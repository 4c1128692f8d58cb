import type { Language } from '@cc/shared/users/users.constants';

/** The words of the audit download in one language. */
export interface AuditSheetTexts {
  sheetName: string;
  /** Column headers with their widths, in the order of the row cells. */
  columns: Array<{ header: string; width: number }>;
  /** The actor of a row whose account has since been deleted. */
  deletedAccount: string;
  /** The last row when more rows matched than the download holds. */
  truncated: (shown: number, total: number) => string;
}

const widths = [20, 24, 30, 38, 20, 16, 38, 50, 50];

function columns(headers: string[]) {
  return headers.map((header, i) => ({ header, width: widths[i] ?? 18 }));
}

/** The download speaks the UI language of the request (sheetLanguageOf, decision 067). */
export const auditSheetTexts: Record<Language, AuditSheetTexts> = {
  EN: {
    sheetName: 'Audit trail',
    columns: columns([
      'Time',
      'Administrator',
      'Administrator email',
      'Administrator ID',
      'Action',
      'Object type',
      'Object ID',
      'Before',
      'After',
    ]),
    deletedAccount: '(deleted account)',
    truncated: (shown, total) =>
      `Only the newest ${shown} of ${total} entries are listed; narrow the filters to see the rest.`,
  },
  DE: {
    sheetName: 'Audit-Protokoll',
    columns: columns([
      'Zeitpunkt',
      'Administrator',
      'E-Mail des Administrators',
      'ID des Administrators',
      'Aktion',
      'Objekttyp',
      'Objekt-ID',
      'Vorher',
      'Nachher',
    ]),
    deletedAccount: '(gelöschtes Konto)',
    truncated: (shown, total) =>
      `Nur die neuesten ${shown} von ${total} Einträgen sind aufgeführt; schränken Sie die Filter ein, um die übrigen zu sehen.`,
  },
};
