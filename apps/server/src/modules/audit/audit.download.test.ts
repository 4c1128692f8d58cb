import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { auditLog } from '../../db/schema';
import { asAdmin } from '../../platform/context';
import { writeXlsx } from '../../platform/spreadsheet';
import { buildAdmin } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, signedInContext, type TestApp } from '../../test/test-app';
import { readSheet } from '../../test/workbook';
import { exportAudit } from './audit.export';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db, { firstName: 'Ada', lastName: 'Lovelace' })).id;
});
afterAll(() => t.close());

/** The English column titles, written out here (not read from audit.export-texts.ts). */
const ENGLISH = [
  'Time',
  'Administrator',
  'Administrator email',
  'Administrator ID',
  'Action',
  'Object type',
  'Object ID',
  'Before',
  'After',
];

async function storeRows(actorId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    // A microsecond apart, finer than a JavaScript date: pages must not lose or repeat any.
    at: sql`'2026-06-01T08:00:00Z'::timestamptz + ${i} * interval '1 microsecond'`,
    actorId,
    action: 'team.update',
    objectType: 'team',
    objectId: `team-${i}`,
    before: { name: `Old ${i}` },
    after: { name: `New ${i}` },
  }));
  await t.db.insert(auditLog).values(rows);
}

describe('GET /api/admin/audit/download', () => {
  it('answers the filtered trail as a workbook, newest first, in the UI language', async () => {
    const team = await callAs(t, adminId, 'POST', '/api/teams', { name: '=Team Rocket' });
    expect(team.statusCode, team.body).toBe(201);
    const res = await callAs(
      t,
      adminId,
      'GET',
      `/api/admin/audit/download?actor=${adminId}&objectType=team`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Audit trail');
    expect(sheet.rows[0]).toEqual(ENGLISH);
    expect(sheet.rows).toHaveLength(2);
    const [time, name, email, actor, action, type, objectId, before, after] = sheet.rows[1]!;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect([name, actor, action, type, objectId, before]).toEqual([
      'Ada Lovelace',
      adminId,
      'team.create',
      'team',
      team.json()._id,
      undefined,
    ]);
    expect(email).toMatch(/@example\.com$/);
    // Text a spreadsheet would run as a formula stays text.
    expect(JSON.parse(String(after))).toMatchObject({ name: '=Team Rocket' });
  });

  it('writes German column titles for a German screen', async () => {
    const res = await callAs(t, adminId, 'GET', '/api/admin/audit/download', undefined, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Audit-Protokoll');
    expect(sheet.rows[0]).toEqual([
      'Zeitpunkt',
      'Administrator',
      'E-Mail des Administrators',
      'ID des Administrators',
      'Aktion',
      'Objekttyp',
      'Objekt-ID',
      'Vorher',
      'Nachher',
    ]);
  });

  it('is itself recorded, with its filters', async () => {
    const query = `actor=${adminId}&action=team.create&from=2026-01-01`;
    const res = await callAs(t, adminId, 'GET', `/api/admin/audit/download?${query}`);
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, 'export.download')));
    expect(rows.at(-1)).toMatchObject({
      objectType: 'export',
      objectId: null,
      before: null,
      after: { export: 'audit', actor: adminId, action: 'team.create', from: '2026-01-01' },
    });
  });

  it('cuts a value longer than an Excel cell holds, and says so with …', async () => {
    const actor = newId();
    await t.db.insert(auditLog).values({
      id: newId(),
      actorId: actor,
      action: 'communication.send',
      objectType: 'communication',
      objectId: newId(),
      after: { messageEn: 'x'.repeat(40_000) },
    });
    const res = await callAs(t, adminId, 'GET', `/api/admin/audit/download?actor=${actor}`);
    const after = String((await readSheet(res.rawPayload)).rows[1]?.[8]);
    expect(after).toHaveLength(32_767);
    expect(after.endsWith('x…')).toBe(true);
  });

  it('reads every row across its pages and stops at the cap, saying how many matched', async () => {
    const actor = newId();
    await storeRows(actor, 2500);
    const res = await callAs(t, adminId, 'GET', `/api/admin/audit/download?actor=${actor}`);
    const sheet = await readSheet(res.rawPayload);
    const objectIds = sheet.rows.slice(1).map((row) => row[6]);
    expect(objectIds).toHaveLength(2500);
    expect(new Set(objectIds).size).toBe(2500);
    expect(objectIds[0]).toBe('team-2499');
    expect(objectIds.at(-1)).toBe('team-0');

    const signedIn = signedInContext(t, { id: adminId });
    const admin = asAdmin({ ...signedIn, user: { ...signedIn.user, role: 'admin' } })!;
    const capped = exportAudit(admin, { actor }, 1200);
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(out, capped);
    const rows = (await readSheet(Buffer.concat(chunks))).rows;
    expect(rows).toHaveLength(1 + 1200 + 1);
    expect(rows.at(-2)?.[6]).toBe('team-1300');
    expect(rows.at(-1)).toEqual([
      'Only the newest 1200 of 2500 entries are listed; narrow the filters to see the rest.',
    ]);
  }, 60_000);
});
