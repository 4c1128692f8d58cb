import type { Statement } from '@cc/shared/fundraising/fundraising.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import {
  addPledge,
  endEvent,
  logKm,
  OWED_COLUMN,
  pledgeBody,
  readFundraising,
  setCause,
  settle,
  statementSheet,
} from './fundraising.test-support';

/**
 * Settling an event's fundraising (issue 24, decision 070): only after the end, once until
 * reopened, freezing the event's activities and pledges; versions that stay readable; the
 * statement with payments and outstanding amounts, as JSON and as a workbook whose total is
 * the money raised to the cent.
 */

let t: TestApp;
let adminId: string;
let runner: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db, { language: 'EN' })).id;
  runner = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

/** A running event with a cause, the runner joined, three pledges and 12.5 km logged. */
async function runningFundraising() {
  const event = await buildEvent(t.db, dayFromToday(t));
  await joinEvent(t.db, event.id, runner);
  await setCause(t, adminId, event.id);
  const perKm = await addPledge(t, adminId, event.id, {
    sponsorName: 'Acme',
    ratePerKmMinor: 123,
    capMinor: 5_000,
  });
  const fixed = await addPledge(t, adminId, event.id, {
    sponsorName: 'Supplier',
    sponsorEmail: null,
    kind: 'fixed',
    amountMinor: 2_500,
  });
  const match = await addPledge(t, adminId, event.id, {
    sponsorName: 'Foundation',
    kind: 'match',
    matchPercent: 50,
    capMinor: 1_000,
  });
  const activityId = await logKm(t, runner, event.id, 12.5);
  return { eventId: event.id, perKm, fixed, match, activityId };
}

const url = (eventId: string, tail: string) => `/api/events/${eventId}/${tail}`;

describe('settling', () => {
  it('refuses to settle before the event’s end, also on its last day', async () => {
    const { eventId } = await runningFundraising();
    for (const endDate of [dayFromToday(t, 3), dayFromToday(t)]) {
      await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { endDate });
      const res = await callAs(t, adminId, 'POST', url(eventId, 'fundraising/settle'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: { msg: 'EVENT_NOT_ENDED' } });
    }
    const none = await callAs(t, adminId, 'GET', url(eventId, 'fundraising/statement'));
    expect(none.statusCode).toBe(404);
    expect((await readFundraising(t, runner, eventId)).settledAt).toBeNull();
  });

  it('freezes a statement whose lines and total are the live figures, once', async () => {
    const { eventId, perKm, fixed, match } = await runningFundraising();
    await endEvent(t, adminId, eventId);
    const live = await readFundraising(t, adminId, eventId);
    const statement = await settle(t, adminId, eventId);
    // 12.5 km × 1.23 = 15.375 → 1537; 50 % of 1537 + 2500 = 2018, capped at 1000.
    expect(statement).toMatchObject({
      eventId,
      version: 1,
      isCurrent: true,
      currency: 'EUR',
      raisedMinor: 1_537 + 2_500 + 1_000,
      paidMinor: 0,
      outstandingMinor: 5_037,
    });
    expect(statement.raisedMinor).toBe(live.raisedMinor);
    expect(
      statement.lines.map((l) => [l.pledgeId, l.countedKm, l.grossMinor, l.owedMinor]),
    ).toEqual([
      [perKm.id, 12.5, 1_537, 1_537],
      // Kilometres are the basis of per-km lines only.
      [fixed.id, null, 2_500, 2_500],
      [match.id, null, 2_018, 1_000],
    ]);
    const again = await callAs(t, adminId, 'POST', url(eventId, 'fundraising/settle'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { msg: 'EVENT_SETTLED' } });

    const seen = await readFundraising(t, runner, eventId);
    expect(seen.settledAt).toBe(statement.settledAt);
    expect(seen.raisedMinor).toBe(5_037);
    expect(seen.pledges.map((p) => [p.id, p.owedMinor, p.capReached])).toEqual([
      [perKm.id, 1_537, false],
      [fixed.id, 2_500, false],
      [match.id, 1_000, true],
    ]);
  });

  it('refuses pledge changes, the cause and the event’s activities with EVENT_SETTLED while settled', async () => {
    const { eventId, perKm, activityId } = await runningFundraising();
    await endEvent(t, adminId, eventId);
    await settle(t, adminId, eventId);
    // Running again by its dates: only the settlement stops the activity writes now.
    await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, { endDate: dayFromToday(t, 3) });
    const writes = [
      await callAs(t, adminId, 'POST', url(eventId, 'pledges'), pledgeBody()),
      await callAs(t, adminId, 'PATCH', url(eventId, `pledges/${perKm.id}`), { capMinor: 1 }),
      await callAs(t, adminId, 'DELETE', url(eventId, `pledges/${perKm.id}`)),
      await callAs(t, adminId, 'PUT', url(eventId, 'fundraising'), { charityName: 'Other' }),
      await callAs(t, runner, 'POST', '/api/activities', {
        eventId,
        date: dayFromToday(t),
        distanceKm: 3,
      }),
      await callAs(t, runner, 'PATCH', `/api/activities/${activityId}`, { distanceKm: 1 }),
      await callAs(t, runner, 'DELETE', `/api/activities/${activityId}`),
    ];
    expect(writes.map((r) => [r.statusCode, r.json()])).toEqual(
      writes.map(() => [409, { errors: { msg: 'EVENT_SETTLED' } }]),
    );
    const after = await readFundraising(t, adminId, eventId);
    expect(after.raisedMinor).toBe(5_037);
    expect(after.charityName).toBe('Children’s hospital');

    // Reopened, every write works again; the next settle is version 2, version 1 stays.
    const reopened = await callAs(t, adminId, 'POST', url(eventId, 'fundraising/reopen'));
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().settledAt).toBeNull();
    await logKm(t, runner, eventId, 10);
    const edit = await callAs(t, adminId, 'PATCH', url(eventId, `pledges/${perKm.id}`), {
      capMinor: 2_000,
    });
    expect(edit.json()).toMatchObject({ owedMinor: 2_000, capReached: true }); // 22.5 km: 2767
    await endEvent(t, adminId, eventId);
    const second = await settle(t, adminId, eventId);
    expect(second).toMatchObject({
      version: 2,
      isCurrent: true,
      raisedMinor: 2_000 + 2_500 + 1_000,
    });
    expect(second.versions.map((v) => v.version)).toEqual([1, 2]);
    const first = await callAs(t, adminId, 'GET', url(eventId, 'fundraising/statement?version=1'));
    expect(first.json()).toMatchObject({ version: 1, isCurrent: false, raisedMinor: 5_037 });
    const missing = await callAs(
      t,
      adminId,
      'GET',
      url(eventId, 'fundraising/statement?version=3'),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('writes one version when administrators settle, and pledges change, at the same moment', async () => {
    const { eventId, perKm } = await runningFundraising();
    await endEvent(t, adminId, eventId);
    const secondAdmin = (await buildAdmin(t.db)).id;
    const answers = await Promise.all([
      callAs(t, adminId, 'POST', url(eventId, 'fundraising/settle')),
      callAs(t, secondAdmin, 'POST', url(eventId, 'fundraising/settle')),
      callAs(t, adminId, 'POST', url(eventId, 'fundraising/settle')),
      callAs(t, secondAdmin, 'PATCH', url(eventId, `pledges/${perKm.id}`), { capMinor: 1_000 }),
    ]);
    const settles = answers.slice(0, 3).map((r) => r.statusCode);
    expect(settles.sort()).toEqual([200, 409, 409]);
    const statement = await callAs(t, adminId, 'GET', url(eventId, 'fundraising/statement'));
    expect(statement.json().versions).toHaveLength(1);
    // The pledge change came before the settlement (200) or after it (409), never between.
    const edit = answers[3]!;
    const perKmOwed = edit.statusCode === 200 ? 1_000 : 1_537;
    expect([200, 409]).toContain(edit.statusCode);
    expect(statement.json().lines[0].owedMinor).toBe(perKmOwed);
  });

  it('refuses to reopen what is not settled with EVENT_NOT_SETTLED', async () => {
    const { eventId } = await runningFundraising();
    const res = await callAs(t, adminId, 'POST', url(eventId, 'fundraising/reopen'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_NOT_SETTLED' } });
    await endEvent(t, adminId, eventId);
    await settle(t, adminId, eventId);
    expect((await callAs(t, adminId, 'POST', url(eventId, 'fundraising/reopen'))).statusCode).toBe(
      200,
    );
    const twice = await callAs(t, adminId, 'POST', url(eventId, 'fundraising/reopen'));
    expect(twice.json()).toEqual({ errors: { msg: 'EVENT_NOT_SETTLED' } });
  });
});

describe('the statement', () => {
  it('sets the payments against each line: paid and outstanding per sponsor and in total', async () => {
    const { eventId, perKm, fixed } = await runningFundraising();
    await endEvent(t, adminId, eventId);
    await settle(t, adminId, eventId);
    const pay = (pledgeId: string, amountMinor: number, reference: string) =>
      callAs(t, adminId, 'POST', url(eventId, `pledges/${pledgeId}/payments`), {
        amountMinor,
        paidOn: dayFromToday(t, -1),
        reference,
      });
    expect((await pay(perKm.id, 1_000, 'INV-7 part')).statusCode).toBe(201);
    expect((await pay(perKm.id, 537, 'INV-7 rest')).statusCode).toBe(201);
    const wrong = await pay(fixed.id, 99, 'typo');
    expect(wrong.statusCode).toBe(201);
    expect((await pay(fixed.id, 2_000, 'INV-8')).statusCode).toBe(201);
    const unpay = await callAs(
      t,
      adminId,
      'DELETE',
      url(eventId, `pledges/${fixed.id}/payments/${wrong.json().id}`),
    );
    expect(unpay.statusCode).toBe(204);

    const res = await callAs(t, adminId, 'GET', url(eventId, 'fundraising/statement'));
    const statement: Statement = res.json();
    expect(
      statement.lines.map((l) => [l.sponsorName, l.owedMinor, l.paidMinor, l.outstandingMinor]),
    ).toEqual([
      ['Acme', 1_537, 1_537, 0],
      ['Supplier', 2_500, 2_000, 500],
      ['Foundation', 1_000, 0, 1_000],
    ]);
    expect(statement).toMatchObject({
      raisedMinor: 5_037,
      paidMinor: 3_537,
      outstandingMinor: 1_500,
    });
    expect(statement.payments.map((p) => p.reference)).toEqual([
      'INV-7 part',
      'INV-7 rest',
      'INV-8',
    ]);
  });

  it('writes a workbook whose total owed is the money raised to the cent, in the admin’s language', async () => {
    const { eventId } = await runningFundraising();
    await endEvent(t, adminId, eventId);
    await settle(t, adminId, eventId);
    const raised = (await readFundraising(t, adminId, eventId)).raisedMinor;

    const en = await statementSheet(t, adminId, eventId);
    expect(en.name).toBe('Statement');
    expect(en.rows[0]?.slice(0, 4)).toEqual(['Sponsor', 'E-mail', 'Kind', 'Scope']);
    expect(en.rows[0]?.[OWED_COLUMN]).toBe('Owed (EUR minor units)');
    const enTotal = en.rows.find((r) => r[0] === 'Total');
    expect(enTotal?.[OWED_COLUMN]).toBe(raised);
    expect(en.rows.slice(1, 4).map((r) => [r[0], r[2], r[3], r[OWED_COLUMN]])).toEqual([
      ['Acme', 'Per km', 'Challenge', 1_537],
      ['Supplier', 'Fixed', 'Challenge', 2_500],
      ['Foundation', 'Match', 'Challenge', 1_000],
    ]);

    const de = await statementSheet(t, adminId, eventId, { 'accept-language': 'de' });
    expect(de.name).toBe('Abrechnung');
    expect(de.rows[0]?.slice(0, 4)).toEqual(['Sponsor', 'E-Mail', 'Art', 'Bereich']);
    expect(de.rows[0]?.[OWED_COLUMN]).toBe('Geschuldet (EUR-Cent)');
    expect(de.rows.find((r) => r[0] === 'Summe')?.[OWED_COLUMN]).toBe(raised);
    expect(de.rows.slice(1, 4).map((r) => [r[2], r[3]])).toEqual([
      ['Pro km', 'Challenge'],
      ['Festbetrag', 'Challenge'],
      ['Verdopplung', 'Challenge'],
    ]);
  });
});
