import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { eventFundraising, pledgePayments, pledges } from '../../db/schema';
import {
  buildAdmin,
  buildEvent,
  buildTeam,
  buildUser,
  type EventRow,
  joinEvent,
  type UserRow,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import {
  addPledge,
  causeBody,
  pledgeBody,
  readFundraising,
  setCause,
} from './fundraising.test-support';

/**
 * The fundraising routes' guards (issue 24, decision 070): who may write and read what,
 * and the clear field code every bad input gets.
 */

let t: TestApp;
let adminId: string;
let runner: UserRow;
let outsider: UserRow;
let event: EventRow;
let other: EventRow;
let pledgeId: string;
let otherPledgeId: string;
let paymentId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
  runner = await buildUser(t.db);
  outsider = await buildUser(t.db);
  event = await buildEvent(t.db, dayFromToday(t));
  other = await buildEvent(t.db, dayFromToday(t));
  await joinEvent(t.db, event.id, runner.id, { km: 55 });
  await setCause(t, adminId, event.id);
  await setCause(t, adminId, other.id);
  pledgeId = (await addPledge(t, adminId, event.id)).id;
  otherPledgeId = (await addPledge(t, adminId, other.id)).id;
  const paid = await callAs(
    t,
    adminId,
    'POST',
    `/api/events/${event.id}/pledges/${pledgeId}/payments`,
    {
      amountMinor: 300,
      paidOn: dayFromToday(t),
      reference: 'INV-1',
    },
  );
  expect(paid.statusCode).toBe(201);
  paymentId = paid.json().id;
});
afterAll(() => t.close());

const storedPledges = (eventId: string) =>
  t.db.select().from(pledges).where(eq(pledges.eventId, eventId));

describe('who may do what', () => {
  it('refuses every write and the statement to a participant with 403, changing nothing', async () => {
    const base = `/api/events/${event.id}`;
    const before = await storedPledges(event.id);
    const calls: Array<[Parameters<typeof callAs>[2], string, object?]> = [
      ['PUT', `${base}/fundraising`, causeBody],
      ['POST', `${base}/pledges`, pledgeBody()],
      ['PATCH', `${base}/pledges/${pledgeId}`, { ratePerKmMinor: 1 }],
      ['DELETE', `${base}/pledges/${pledgeId}`],
      [
        'POST',
        `${base}/pledges/${pledgeId}/payments`,
        { amountMinor: 1, paidOn: dayFromToday(t), reference: 'x' },
      ],
      ['DELETE', `${base}/pledges/${pledgeId}/payments/${paymentId}`],
      ['POST', `${base}/fundraising/settle`],
      ['POST', `${base}/fundraising/reopen`],
      ['GET', `${base}/fundraising/statement`],
      ['GET', `${base}/fundraising/statement?format=xlsx`],
    ];
    for (const [method, url, body] of calls) {
      const res = await callAs(t, runner.id, method, url, body);
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 403,
        body: { errors: { msg: 'FORBIDDEN' } },
      });
    }
    expect(await storedPledges(event.id)).toEqual(before);
    const payments = await t.db
      .select()
      .from(pledgePayments)
      .where(eq(pledgePayments.id, paymentId));
    expect(payments).toHaveLength(1);
  });

  it('shows a participant the pledges without sponsors’ e-mails, payments or what was paid', async () => {
    const seen = await readFundraising(t, runner.id, event.id);
    expect(seen.pledges).toHaveLength(1);
    for (const key of ['sponsorEmail', 'paidMinor', 'payments']) {
      expect(seen.pledges[0]).not.toHaveProperty(key);
    }
    const raw = (await callAs(t, runner.id, 'GET', `/api/events/${event.id}/fundraising`)).body;
    expect(raw).not.toContain('giving@acme.example.com');
    expect(raw).not.toContain('INV-1');
  });

  it('shows an administrator the e-mails, payments and what was paid', async () => {
    const seen = await readFundraising(t, adminId, event.id);
    expect(seen.pledges[0]).toMatchObject({
      sponsorEmail: 'giving@acme.example.com',
      paidMinor: 300,
      payments: [{ id: paymentId, amountMinor: 300, reference: 'INV-1', pledgeId }],
    });
  });

  it('answers 404 to a participant for a hidden event’s fundraising, and shows it to admins', async () => {
    const hidden = await buildEvent(t.db, dayFromToday(t), { status: 0 });
    await joinEvent(t.db, hidden.id, runner.id);
    await setCause(t, adminId, hidden.id);
    const res = await callAs(t, runner.id, 'GET', `/api/events/${hidden.id}/fundraising`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect((await readFundraising(t, adminId, hidden.id)).charityName).toBe(causeBody.charityName);
  });

  it('answers 404 for an event without a cause, and for an unknown event', async () => {
    const bare = await buildEvent(t.db, dayFromToday(t));
    for (const id of [bare.id, newId()]) {
      const res = await callAs(t, runner.id, 'GET', `/api/events/${id}/fundraising`);
      expect(res.statusCode).toBe(404);
    }
    const put = await callAs(t, adminId, 'PUT', `/api/events/${newId()}/fundraising`, causeBody);
    expect(put.statusCode).toBe(404);
  });

  it('answers 404 for another event’s pledge on change, delete and payments', async () => {
    const base = `/api/events/${event.id}/pledges/${otherPledgeId}`;
    const patch = await callAs(t, adminId, 'PATCH', base, { ratePerKmMinor: 5 });
    const del = await callAs(t, adminId, 'DELETE', base);
    const pay = await callAs(t, adminId, 'POST', `${base}/payments`, {
      amountMinor: 5,
      paidOn: dayFromToday(t),
    });
    const unpay = await callAs(
      t,
      adminId,
      'DELETE',
      `/api/events/${other.id}/pledges/${otherPledgeId}/payments/${paymentId}`,
    );
    for (const res of [patch, del, pay, unpay]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    }
    const [stored] = await storedPledges(other.id);
    expect(stored).toMatchObject({ id: otherPledgeId, ratePerKmMinor: 100 });
    expect(
      await t.db.select().from(pledgePayments).where(eq(pledgePayments.pledgeId, otherPledgeId)),
    ).toEqual([]);
  });

  it('refuses pledges with FUNDRAISING_NOT_SET before the event has a cause', async () => {
    const bare = await buildEvent(t.db, dayFromToday(t));
    const res = await callAs(t, adminId, 'POST', `/api/events/${bare.id}/pledges`, pledgeBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'FUNDRAISING_NOT_SET' } });
    const settle = await callAs(t, adminId, 'POST', `/api/events/${bare.id}/fundraising/settle`);
    expect(settle.json()).toEqual({ errors: { msg: 'FUNDRAISING_NOT_SET' } });
    expect(await storedPledges(bare.id)).toEqual([]);
  });
});

describe('bad input', () => {
  /** Answers the field codes of a 400, failing on any other answer. */
  async function fieldsOf(method: 'POST' | 'PUT' | 'PATCH', url: string, body: object) {
    const res = await callAs(t, adminId, method, url, body);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
    expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
    return res.json().errors.fields;
  }

  it('refuses a currency that is not ISO 4217 and a cause without a name', async () => {
    const url = `/api/events/${event.id}/fundraising`;
    for (const currency of ['XYZ', 'euro', 'EU', '€', 42]) {
      expect(await fieldsOf('PUT', url, { ...causeBody, currency })).toEqual({
        currency: ['CURRENCY_INVALID'],
      });
    }
    expect(await fieldsOf('PUT', url, { ...causeBody, charityName: ' ' })).toEqual({
      charityName: ['CHARITY_NAME_REQUIRED'],
    });
    expect(await fieldsOf('PUT', url, { ...causeBody, charityUrl: 'javascript:alert(1)' })).toEqual(
      {
        charityUrl: ['URL_INVALID'],
      },
    );
    const [stored] = await t.db
      .select()
      .from(eventFundraising)
      .where(eq(eventFundraising.eventId, event.id));
    expect(stored?.currency).toBe('EUR');
  });

  it('takes a currency in any case and defaults to EUR', async () => {
    // An event without pledges yet: their amounts would keep the currency (CURRENCY_LOCKED).
    const fresh = await buildEvent(t.db, dayFromToday(t));
    const chf = await setCause(t, adminId, fresh.id, { currency: 'chf' });
    expect(chf.currency).toBe('CHF');
    const { currency: _, ...withoutCurrency } = causeBody;
    const res = await callAs(
      t,
      adminId,
      'PUT',
      `/api/events/${fresh.id}/fundraising`,
      withoutCurrency,
    );
    expect(res.json().currency).toBe('EUR');
  });

  it('refuses each bad pledge with the field code of the issue, never a 5xx', async () => {
    const loneTeam = await buildTeam(t.db);
    await buildUser(t.db, { teamId: loneTeam.id });
    const url = `/api/events/${event.id}/pledges`;
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ ratePerKmMinor: 0 }, { ratePerKmMinor: ['RATE_INVALID'] }],
      [{ ratePerKmMinor: -5 }, { ratePerKmMinor: ['RATE_INVALID'] }],
      [{ ratePerKmMinor: 1.5 }, { ratePerKmMinor: ['RATE_INVALID'] }],
      [{ ratePerKmMinor: '100' }, { ratePerKmMinor: ['RATE_INVALID'] }],
      [{ kind: 'fixed', amountMinor: 0 }, { amountMinor: ['AMOUNT_INVALID'] }],
      [{ kind: 'fixed', amountMinor: -1 }, { amountMinor: ['AMOUNT_INVALID'] }],
      [{ capMinor: -1 }, { capMinor: ['CAP_INVALID'] }],
      [{ kind: 'match', matchPercent: 0 }, { matchPercent: ['PERCENT_INVALID'] }],
      [{ ratePerKmMinor: undefined }, { ratePerKmMinor: ['REQUIRED'] }],
      [{ kind: 'fixed' }, { amountMinor: ['REQUIRED'] }],
      [{ kind: 'match' }, { matchPercent: ['REQUIRED'] }],
      [{ scope: 'team' }, { teamId: ['REQUIRED'] }],
      [{ scope: 'participant' }, { userId: ['REQUIRED'] }],
      [{ scope: 'team', teamId: loneTeam.id }, { teamId: ['TEAM_NOT_IN_EVENT'] }],
      [{ scope: 'team', teamId: newId() }, { teamId: ['TEAM_NOT_IN_EVENT'] }],
      [{ scope: 'participant', userId: outsider.id }, { userId: ['USER_NOT_IN_EVENT'] }],
      [{ scope: 'participant', userId: newId() }, { userId: ['USER_NOT_IN_EVENT'] }],
      [{ sponsorName: '  ' }, { sponsorName: ['SPONSOR_NAME_REQUIRED'] }],
      [{ sponsorEmail: 'not-an-address' }, { sponsorEmail: ['EMAIL_INVALID'] }],
    ];
    const before = await storedPledges(event.id);
    for (const [overrides, fields] of cases) {
      expect(await fieldsOf('POST', url, pledgeBody(overrides))).toEqual(fields);
    }
    expect(await storedPledges(event.id)).toEqual(before);
  });

  it('lets a pledge be edited after its team left the event, but not point at such a team', async () => {
    const team = await buildTeam(t.db);
    const member = await buildUser(t.db, { teamId: team.id });
    await joinEvent(t.db, event.id, member.id);
    const pledge = await addPledge(t, adminId, event.id, { scope: 'team', teamId: team.id });
    const elsewhere = await buildTeam(t.db);
    const moved = await callAs(t, member.id, 'POST', '/api/profile/registerTeam', {
      teamId: elsewhere.id,
    });
    expect(moved.statusCode).toBe(200);

    const url = `/api/events/${event.id}/pledges/${pledge.id}`;
    const fixed = await callAs(t, adminId, 'PATCH', url, { sponsorEmail: 'typo@acme.example.com' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ sponsorEmail: 'typo@acme.example.com', owedMinor: 0 });
    const lone = await buildTeam(t.db);
    expect(await fieldsOf('PATCH', url, { teamId: lone.id })).toEqual({
      teamId: ['TEAM_NOT_IN_EVENT'],
    });
    await callAs(t, adminId, 'DELETE', url);
  });

  it('refuses a payment of nothing or without a valid day', async () => {
    const url = `/api/events/${event.id}/pledges/${pledgeId}/payments`;
    const day = dayFromToday(t);
    expect(await fieldsOf('POST', url, { amountMinor: 0, paidOn: day })).toEqual({
      amountMinor: ['AMOUNT_INVALID'],
    });
    expect(await fieldsOf('POST', url, { amountMinor: 5, paidOn: '2026-02-30' })).toEqual({
      paidOn: ['INVALID_DATE'],
    });
  });

  it('checks a changed pledge as a whole: the merged terms must pass the create rules', async () => {
    const url = `/api/events/${event.id}/pledges/${pledgeId}`;
    const [before] = await storedPledges(event.id);
    expect(await fieldsOf('PATCH', url, { kind: 'fixed' })).toEqual({ amountMinor: ['REQUIRED'] });
    expect(await fieldsOf('PATCH', url, { kind: 'match' })).toEqual({ matchPercent: ['REQUIRED'] });
    expect(await fieldsOf('PATCH', url, { ratePerKmMinor: null })).toEqual({
      ratePerKmMinor: ['REQUIRED'],
    });
    expect(await fieldsOf('PATCH', url, { scope: 'team' })).toEqual({ teamId: ['REQUIRED'] });
    expect(await fieldsOf('PATCH', url, { scope: 'participant', userId: outsider.id })).toEqual({
      userId: ['USER_NOT_IN_EVENT'],
    });
    expect(await fieldsOf('PATCH', url, { capMinor: -3 })).toEqual({ capMinor: ['CAP_INVALID'] });
    expect((await storedPledges(event.id))[0]).toEqual(before);

    const changed = await callAs(t, adminId, 'PATCH', url, { kind: 'fixed', amountMinor: 2500 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'fixed', amountMinor: 2500, owedMinor: 2500 });
    expect(changed.json()).not.toHaveProperty('ratePerKmMinor');
    // Back to per km: the rate went with the kind, so it must come again.
    expect(await fieldsOf('PATCH', url, { kind: 'perKm' })).toEqual({
      ratePerKmMinor: ['REQUIRED'],
    });
    const back = await callAs(t, adminId, 'PATCH', url, {
      kind: 'perKm',
      ratePerKmMinor: 100,
      capMinor: 400,
    });
    // 5.5 km at 1.00 a km is 5.50, above the cap of 4.00.
    expect(back.json()).toMatchObject({
      kind: 'perKm',
      capMinor: 400,
      owedMinor: 400,
      capReached: true,
    });
    expect(back.json()).not.toHaveProperty('amountMinor');
  });
});
