import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { users } from '../../db/schema';
import { buildAdmin, buildTeam, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_PAGE_SIZE } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function download(userId: string, headers: Record<string, string> = {}) {
  return callAs(t, userId, 'GET', '/api/users/download/all', undefined, headers);
}

/** The column titles of the English sheet, written out (not read from users.export-texts.ts). */
const ENGLISH_COLUMNS = [
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
];

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /api/users/download/all', () => {
  it('streams every user as an .xlsx, reading past the first page, with formula-safe text', async () => {
    const admin = await buildAdmin(t.db, { firstName: 'Ada', lastName: 'Admin' });
    const team = await buildTeam(t.db, { name: '+Runners' });
    const evil = await buildUser(t.db, {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '@Mallory',
      displayName: '-1+1',
      company: 'Evil AG',
      teamId: team.id,
      country: 'AT',
      userType: 'Supplier',
      createdAt: new Date('2024-03-05T23:30:00Z'),
    });
    await buildUser(t.db, { status: false, verifiedAt: null, userType: null });
    // Enough users for a second page of the keyset reader.
    await t.db.insert(users).values(
      Array.from({ length: EXPORT_PAGE_SIZE + 5 }, (_, i) => ({
        id: newId(),
        email: `bulk${i}-${newId().slice(-6)}@example.com`,
        passwordHash: 'x',
        firstName: `Bulk${i}`,
        lastName: 'Person',
        displayName: `Bulk${i} Person`,
        country: 'DE',
      })),
    );
    const [{ n: total } = { n: 0 }] = await t.db.select({ n: count() }).from(users);

    const res = await download(admin.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');

    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(ENGLISH_COLUMNS);
    expect(rows).toHaveLength(total + 1);
    const emails = rows.slice(1).map((r) => r[3]);
    expect(new Set(emails).size).toBe(total);

    const evilRow = rows.find((r) => r[3] === evil.email);
    expect(evilRow).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'@Mallory",
      "'-1+1",
      evil.email,
      'AT',
      'Supplier',
      'Participant',
      'Active',
      'Evil AG',
      "'+Runners",
      'Yes',
      // 23:30 UTC is the next day in Berlin.
      '06/03/2024',
    ]);
    const adminRow = rows.find((r) => r[3] === admin.email);
    expect(adminRow?.[6]).toBe('Administrator');
    const inactive = rows.find((r) => r[7] === 'Inactive');
    expect(inactive?.[10]).toBe('No');
    expect(inactive?.[5]).toBeUndefined();
  });

  it.each([
    [
      'DE',
      'Benutzer',
      [
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
      ],
      ['Kunde', 'Teilnehmende', 'Inaktiv', 'Nein'],
    ],
    ['EN', 'Users', ENGLISH_COLUMNS, ['Customer', 'Participant', 'Inactive', 'No']],
  ] as const)(
    "names the sheet, the columns and the words in the admin's profile language (%s)",
    async (language, sheetName, headers, words) => {
      const admin = await buildAdmin(t.db, { language });
      const person = await buildUser(t.db, {
        userType: 'Customer',
        status: false,
        verifiedAt: null,
      });
      const res = await download(admin.id);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.name).toBe(sheetName);
      const rows = await readSheet(res.rawPayload);
      expect(rows[0]).toEqual(headers);
      const row = rows.find((r) => r[3] === person.email);
      expect([row?.[5], row?.[6], row?.[7], row?.[10]]).toEqual(words);
    },
  );

  it.each([
    ['EN', 'de-DE,de;q=0.9', 'Benutzer', 'Vorname'],
    ['DE', 'en', 'Users', 'First name'],
    ['DE', 'fr-FR', 'Benutzer', 'Vorname'],
    ['EN', '', 'Users', 'First name'],
  ] as const)(
    'speaks the UI language the app sends, else the profile language (profile %s, Accept-Language "%s": %s)',
    async (language, acceptLanguage, sheetName, firstHeader) => {
      const admin = await buildAdmin(t.db, { language });
      const res = await download(
        admin.id,
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.name).toBe(sheetName);
      expect((await readSheet(res.rawPayload))[0]?.[0]).toBe(firstHeader);
    },
  );

  it('refuses a participant with 403', async () => {
    const user = await buildUser(t.db);
    const res = await download(user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
  });
});
