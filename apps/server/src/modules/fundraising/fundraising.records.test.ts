import { OWED_CEILING } from '@cc/shared/fundraising/fundraising.money';
import { MONEY_MAX } from '@cc/shared/fundraising/fundraising.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { addPledge, readFundraising, setCause } from './fundraising.test-support';

/**
 * What the organiser's records keep (decision 070): money received stays on record, the
 * currency of existing pledges stays theirs, a PUT replaces the cause, and no amount leaves
 * the integers the answers carry exactly.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

async function eventWithCause() {
  const event = await buildEvent(t.db, dayFromToday(t));
  await setCause(t, adminId, event.id, { description: 'For the new ward' });
  return event;
}

describe('the organiser’s records', () => {
  it('refuses to delete a pledge that has payments, until they are deleted', async () => {
    const event = await eventWithCause();
    const pledge = await addPledge(t, adminId, event.id);
    const base = `/api/events/${event.id}/pledges/${pledge.id}`;
    const paid = await callAs(t, adminId, 'POST', `${base}/payments`, {
      amountMinor: 1_000,
      paidOn: dayFromToday(t),
    });
    expect(paid.statusCode).toBe(201);

    const refused = await callAs(t, adminId, 'DELETE', base);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: { msg: 'PLEDGE_HAS_PAYMENTS' } });
    expect((await readFundraising(t, adminId, event.id)).pledges).toHaveLength(1);

    const undone = await callAs(t, adminId, 'DELETE', `${base}/payments/${paid.json().id}`);
    expect(undone.statusCode).toBe(204);
    expect((await callAs(t, adminId, 'DELETE', base)).statusCode).toBe(204);
    expect((await readFundraising(t, adminId, event.id)).pledges).toEqual([]);
  });

  it('keeps the currency once pledges are made in it, and lets it change before', async () => {
    const event = await eventWithCause();
    const before = await callAs(t, adminId, 'PUT', `/api/events/${event.id}/fundraising`, {
      currency: 'CHF',
      charityName: 'Kinderspital',
    });
    expect(before.json()).toMatchObject({ currency: 'CHF' });
    await addPledge(t, adminId, event.id);
    const locked = await callAs(t, adminId, 'PUT', `/api/events/${event.id}/fundraising`, {
      currency: 'JPY',
      charityName: 'Kinderspital',
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { currency: ['CURRENCY_LOCKED'] } },
    });
    const renamed = await callAs(t, adminId, 'PUT', `/api/events/${event.id}/fundraising`, {
      currency: 'CHF',
      charityName: 'Kinderspital Zürich',
    });
    expect(renamed.json()).toMatchObject({ currency: 'CHF', charityName: 'Kinderspital Zürich' });
  });

  it('replaces the whole cause on PUT: what is left out is cleared', async () => {
    const event = await eventWithCause();
    expect((await readFundraising(t, adminId, event.id)).description).toBe('For the new ward');
    const res = await callAs(t, adminId, 'PUT', `/api/events/${event.id}/fundraising`, {
      charityName: 'Hospital',
    });
    expect(res.json()).toMatchObject({ charityUrl: null, description: '', currency: 'EUR' });
  });

  it('owes no more than the ceiling however large rate × kilometres get, and answers it', async () => {
    const event = await eventWithCause();
    const runner = await buildUser(t.db);
    // 100,000 km at the largest rate: 10^17 minor units by the formula.
    await joinEvent(t.db, event.id, runner.id, { km: 1_000_000 });
    const pledge = await callAs(t, adminId, 'POST', `/api/events/${event.id}/pledges`, {
      sponsorName: 'Big spender',
      kind: 'perKm',
      scope: 'event',
      ratePerKmMinor: MONEY_MAX,
    });
    expect(pledge.statusCode).toBe(201);
    expect(pledge.json().owedMinor).toBe(OWED_CEILING);
    const seen = await callAs(t, runner.id, 'GET', `/api/events/${event.id}/fundraising`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      raisedMinor: OWED_CEILING,
      myContributionMinor: OWED_CEILING,
    });
  });
});
