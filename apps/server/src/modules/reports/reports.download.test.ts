import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { eventParticipants, users } from '../../db/schema';
import { buildAdmin, buildEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { readSheet } from '../../test/workbook';
import { DOWNLOAD_CHUNK } from './reports.service';
import { eventQuery, type ReportPeople, seedReportPeople } from './reports.test-support';

let t: TestApp;
let seed: ReportPeople;
let adminEn: string;
let adminDe: string;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedReportPeople(t);
  adminEn = (await buildAdmin(t.db, { language: 'EN' })).id;
  adminDe = (await buildAdmin(t.db, { language: 'DE' })).id;
});
afterAll(() => t.close());

async function download(adminId: string, url: string, headers: Record<string, string> = {}) {
  const res = await callAs(t, adminId, 'GET', url, undefined, headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return { res, ...(await readSheet(res.rawPayload)) };
}

describe('GET /api/users/report/countryAndType/download', () => {
  it('writes the summary with row totals, the km and a totals row, in English', async () => {
    const { res, name, rows } = await download(
      adminEn,
      `/api/users/report/countryAndType/download?${eventQuery(2, seed.eventE)}`,
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report_type_summary_2_Koln_lauft_2026.xlsx"; ' +
        "filename*=UTF-8''report_type_summary_2_K%C3%B6ln_l%C3%A4uft_2026.xlsx",
    );
    expect(name).toBe('Summary');
    expect(rows).toEqual([
      ['Country', 'Customer', 'Staff', 'Supplier', 'Family', 'Total', 'Distance (km)'],
      ['Austria', 0, 1, 1, 0, 2, 23],
      ['Germany', 1, 2, 0, 0, 3, 17.5],
      ['Switzerland', 1, 0, 0, 0, 1, 7.3],
      ['Total', 2, 3, 1, 0, 6, 47.8],
    ]);
  });

  it('names and sorts the countries in German for a German sheet (Ö with the O)', async () => {
    const { rows } = await download(
      adminDe,
      `/api/users/report/countryAndType/download?${eventQuery(2, seed.eventE)}`,
    );
    expect(rows.map((r) => r[0])).toEqual([
      'Land',
      'Deutschland',
      'Österreich',
      'Schweiz',
      'Gesamt',
    ]);
  });

  it.each([
    ['DE', 'en-GB,en;q=0.9', 'Summary', ['Country', 'Austria', 'Germany', 'Switzerland', 'Total']],
    ['EN', 'de', 'Übersicht', ['Land', 'Deutschland', 'Österreich', 'Schweiz', 'Gesamt']],
    ['DE', 'xx', 'Übersicht', ['Land', 'Deutschland', 'Österreich', 'Schweiz', 'Gesamt']],
  ] as const)(
    'speaks the UI language the app sends, else the profile language (profile %s, Accept-Language "%s")',
    async (language, acceptLanguage, sheetName, firstColumn) => {
      const { name, rows } = await download(
        language === 'EN' ? adminEn : adminDe,
        `/api/users/report/countryAndType/download?${eventQuery(2, seed.eventE)}`,
        { 'accept-language': acceptLanguage },
      );
      expect(name).toBe(sheetName);
      expect(rows.map((r) => r[0])).toEqual(firstColumn);
    },
  );

  it('writes the headers in German for a German administrator; type 1 has no event nor km', async () => {
    const { res, name, rows } = await download(
      adminDe,
      '/api/users/report/countryAndType/download?type=1',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report_type_summary_1.xlsx"',
    );
    expect(name).toBe('Übersicht');
    expect(rows[0]).toEqual(['Land', 'Kunde', 'Mitarbeitende', 'Lieferant', 'Familie', 'Gesamt']);
    expect(rows.at(-1)).toEqual(['Gesamt', 2, 3, 1, 2, 8]);
  });
});

describe('GET /api/users/report/countryAndTypeDetails/download', () => {
  it('writes every person of a column with the distance for type 4, formulas neutralised', async () => {
    const { res, name, rows } = await download(
      adminEn,
      `/api/users/report/countryAndTypeDetails/download?${eventQuery(4, seed.eventE)}&userType=Customer`,
    );
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''report_type_detail_4_K%C3%B6ln_l%C3%A4uft_2026_Customer.xlsx",
    );
    expect(name).toBe('Participants');
    const { max, weber } = seed.people;
    expect(rows).toEqual([
      [
        'Last name',
        'First name',
        'Display name',
        'Email',
        'Country',
        'User type',
        'Company',
        'Team',
        'Total distance (km)',
      ],
      ['Müller', 'Max', 'Max Müller', max.email, 'DE', 'Customer', 'ACME', undefined, 5],
      [
        'Weber',
        '\'=HYPERLINK("http://evil.example","x")',
        '\'=HYPERLINK("http://evil.example","x") Weber',
        weber.email,
        'CH',
        'Customer',
        undefined,
        "'+Runners",
        7.3,
      ],
    ]);
  });

  it('writes a cell in German without the distance column below type 4', async () => {
    const { res, name, rows } = await download(
      adminDe,
      `/api/users/report/countryAndTypeDetails/download?${eventQuery(2, seed.eventE)}&country=de&userType=Staff`,
    );
    expect(res.headers['content-disposition']).toContain(
      'filename="report_type_detail_2_Koln_lauft_2026_DE_Staff.xlsx"',
    );
    expect(name).toBe('Teilnehmende');
    expect(rows.map((r) => r.slice(0, 2).concat(r.slice(4, 6)))).toEqual([
      ['Nachname', 'Vorname', 'Land', 'Benutzertyp'],
      ['Abel', 'Anna', 'DE', 'Mitarbeitende'],
      ['Abel', 'Zoe', 'DE', 'Mitarbeitende'],
    ]);
    expect(rows[0]).toHaveLength(8);
  });

  it.each([
    ['DE', 'en', 'Participants', 'Last name', 'Staff'],
    ['EN', 'de-AT', 'Teilnehmende', 'Nachname', 'Mitarbeitende'],
    ['EN', 'fr', 'Participants', 'Last name', 'Staff'],
  ] as const)(
    'speaks the UI language the app sends, else the profile language (profile %s, Accept-Language "%s")',
    async (language, acceptLanguage, sheetName, firstHeader, staff) => {
      const { name, rows } = await download(
        language === 'EN' ? adminEn : adminDe,
        `/api/users/report/countryAndTypeDetails/download?${eventQuery(2, seed.eventE)}&country=DE&userType=Staff`,
        { 'accept-language': acceptLanguage },
      );
      expect(name).toBe(sheetName);
      expect([rows[0]?.[0], rows[1]?.[5]]).toEqual([firstHeader, staff]);
    },
  );

  it('reads past the first chunk in order, with nobody twice or missing', async () => {
    const event = await buildEvent(t.db, dayFromToday(t), { name: 'Big run' });
    const size = DOWNLOAD_CHUNK + 7;
    // Equal last names in a block, so the chunks break inside a run of equal names.
    const people = Array.from({ length: size }, (_, i) => ({
      id: newId(),
      email: `bulk${i}-${newId().slice(-6)}@example.com`,
      passwordHash: 'x',
      firstName: `F${String(i % 50).padStart(2, '0')}`,
      lastName: `L${String(Math.floor(i / 700)).padStart(2, '0')}`,
      displayName: `Bulk ${i}`,
      country: 'PL',
      userType: 'Staff',
      verifiedAt: new Date(),
    }));
    await t.db.insert(users).values(people);
    await t.db
      .insert(eventParticipants)
      .values(people.map((p, i) => ({ eventId: event.id, userId: p.id, activityCount: i % 2 })));
    const { rows } = await download(
      adminEn,
      `/api/users/report/countryAndTypeDetails/download?type=2&eventId=${event.id}`,
    );
    const expected = [...people]
      .sort((a, b) =>
        a.lastName === b.lastName
          ? a.firstName === b.firstName
            ? a.id.localeCompare(b.id)
            : a.firstName.localeCompare(b.firstName)
          : a.lastName.localeCompare(b.lastName),
      )
      .map((p) => p.email);
    expect(rows.slice(1).map((r) => r[3])).toEqual(expected);
    const withActivity = await download(
      adminEn,
      `/api/users/report/countryAndTypeDetails/download?type=3&eventId=${event.id}`,
    );
    expect(withActivity.rows).toHaveLength(Math.floor(size / 2) + 1);
  });
});
