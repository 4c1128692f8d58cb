import type { Language, Role, UserType } from '@cc/shared/users/users.constants';

/** The words of the users export in one language (decision 032's glossary). */
export interface UsersSheetTexts {
  sheetName: string;
  /** Column headers with their widths, in the order of the row cells. */
  columns: Array<{ header: string; width: number }>;
  userTypes: Record<UserType, string>;
  roles: Record<Role, string>;
  active: string;
  inactive: string;
  yes: string;
  no: string;
}

const widths = [18, 18, 24, 32, 10, 12, 14, 10, 20, 20, 10, 12];

function columns(headers: string[]) {
  return headers.map((header, i) => ({ header, width: widths[i] ?? 18 }));
}

/**
 * The export speaks the language of the administrator who asks for it: the UI language
 * of the request, else their profile language (sheetLanguageOf).
 */
export const usersSheetTexts: Record<Language, UsersSheetTexts> = {
  EN: {
    sheetName: 'Users',
    columns: columns([
      'First name',
      'Last name',
      'Display name',
      'Email',
      'Country',
      'User type',
      'Role',
      'Status',
      'Company',
      'Team',
      'Verified',
      'Created',
    ]),
    userTypes: { Customer: 'Customer', Family: 'Family', Supplier: 'Supplier', Staff: 'Staff' },
    roles: { user: 'Participant', admin: 'Administrator' },
    active: 'Active',
    inactive: 'Inactive',
    yes: 'Yes',
    no: 'No',
  },
  DE: {
    sheetName: 'Benutzer',
    columns: columns([
      'Vorname',
      'Nachname',
      'Anzeigename',
      'E-Mail',
      'Land',
      'Benutzertyp',
      'Rolle',
      'Status',
      'Unternehmen',
      'Team',
      'Bestätigt',
      'Angelegt',
    ]),
    userTypes: {
      Customer: 'Kunde',
      Family: 'Familie',
      Supplier: 'Lieferant',
      Staff: 'Mitarbeitende',
    },
    roles: { user: 'Teilnehmende', admin: 'Administrator' },
    active: 'Aktiv',
    inactive: 'Inaktiv',
    yes: 'Ja',
    no: 'Nein',
  },
};
