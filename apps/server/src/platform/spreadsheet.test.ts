import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, formulaSafe, safeCell, writeXlsx } from './spreadsheet';

describe('formulaSafe', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ['+49 30 123', "'+49 30 123"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(formulaSafe(input)).toBe(expected);
  });

  it.each(['Jürgen', 'a=b', 'mail@example.com', '', ' =not at the start', "'already quoted"])(
    'leaves %j as it is',
    (input) => {
      expect(formulaSafe(input)).toBe(input);
    },
  );

  it('never answers text a spreadsheet would run, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = formulaSafe(text);
        expect(safe).not.toMatch(/^[=+\-@\t\r]/);
        expect(safe === text || safe === `'${text}`).toBe(true);
      }),
    );
  });
});

describe('safeCell', () => {
  it('makes strings safe and keeps typed values as they are', () => {
    const date = new Date('2030-01-02T00:00:00Z');
    expect([safeCell('=1'), safeCell(-5), safeCell(true), safeCell(date), safeCell(null)]).toEqual([
      "'=1",
      -5,
      true,
      date,
      null,
    ]);
  });
});

describe('attachmentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(attachmentDisposition('users.xlsx')).toBe('attachment; filename="users.xlsx"');
  });

  it('adds the UTF-8 name beside an ASCII fallback without accents or unsafe characters', () => {
    expect(attachmentDisposition('report_Köln läuft "2026".xlsx')).toBe(
      'attachment; filename="report_Koln_lauft__2026_.xlsx"; ' +
        "filename*=UTF-8''report_K%C3%B6ln%20l%C3%A4uft%20%222026%22.xlsx",
    );
  });
});

describe('writeXlsx', () => {
  it('streams a workbook that reads back with its header, rows and safe text', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    async function* rows() {
      yield ['Ana', 3, '=cmd|" /C calc"!A0'];
      yield ['Ben', null, '@home'];
    }
    await writeXlsx(out, {
      name: 'People',
      columns: [{ header: 'Name' }, { header: 'Count', width: 8 }, { header: '=Note' }],
      rows: rows(),
    });
    await ended;

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('People')!;
    const values = [1, 2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(values).toEqual([
      ['Name', 'Count', "'=Note"],
      ['Ana', 3, '\'=cmd|" /C calc"!A0'],
      ['Ben', undefined, "'@home"],
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.String);
  });
});
