import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildTeam, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { addPledge, logKm, readFundraising, setCause } from './fundraising.test-support';

/**
 * What each pledge owes, live from the counted kilometres (issue 24, decision 070): the
 * formulas of the three kinds and scopes, computed here by hand to the cent.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

/** A running event with a cause and `n` participants joined. */
async function eventWith(n: number, users: Array<{ teamId?: string }> = []) {
  const event = await buildEvent(t.db, dayFromToday(t));
  await setCause(t, adminId, event.id);
  const people = [];
  for (let i = 0; i < n; i += 1) {
    const user = await buildUser(t.db, users[i] ?? {});
    await joinEvent(t.db, event.id, user.id);
    people.push(user.id);
  }
  return { eventId: event.id, people };
}

/** Each pledge's owed amount by sponsor, and the sum the answer gives. */
async function owedBySponsor(eventId: string, viewer = adminId) {
  const answer = await readFundraising(t, viewer, eventId);
  return {
    answer,
    owed: Object.fromEntries(answer.pledges.map((p) => [p.sponsorName, p.owedMinor])),
  };
}

describe('the money raised', () => {
  it('rounds a per-km pledge down once over the counted tenths, caps it, adds fixed amounts and matches', async () => {
    const { eventId, people } = await eventWith(2);
    await addPledge(t, adminId, eventId, { sponsorName: 'Rate', ratePerKmMinor: 123 });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Capped',
      ratePerKmMinor: 100,
      capMinor: 500,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Fixed',
      kind: 'fixed',
      amountMinor: 10_000,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Match',
      kind: 'match',
      matchPercent: 50,
      capMinor: 3_000,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Small match',
      kind: 'match',
      matchPercent: 7,
    });
    // 3 × 1.3 km: per activity 1.23 × 1.3 = 1.599 would round to 1.59 three times (4.77);
    // once over 3.9 km it is 4.797, so 4.79.
    for (const km of [1.3, 1.3]) await logKm(t, people[0]!, eventId, km);
    await logKm(t, people[1]!, eventId, 1.3);

    const { answer, owed } = await owedBySponsor(eventId);
    const matched = 479 + 390 + 10_000;
    expect(owed).toEqual({
      Rate: 479,
      Capped: 390,
      Fixed: 10_000,
      Match: 3_000, // floor(10,869 × 50 %) = 5,434, capped
      'Small match': Math.floor((matched * 7) / 100), // 760: matches count no match
    });
    expect(answer.raisedMinor).toBe(479 + 390 + 10_000 + 3_000 + 760);
    expect(answer.capTotalMinor).toBeNull(); // the rate and the small match have no cap
    expect(answer.countedKm).toBe(3.9);
    expect(answer.pledges.map((p) => [p.sponsorName, p.capReached])).toEqual([
      ['Rate', false],
      ['Capped', false],
      ['Fixed', false],
      ['Match', true],
      ['Small match', false],
    ]);

    await logKm(t, people[1]!, eventId, 1.2);
    const later = await owedBySponsor(eventId);
    expect(later.owed).toMatchObject({ Rate: 627, Capped: 500 }); // 5.1 km: 6.273, 5.10 capped
    expect(later.answer.pledges.find((p) => p.sponsorName === 'Capped')?.capReached).toBe(true);
  });

  it('lowers the amount again when an activity is deleted after the cap was reached', async () => {
    const { eventId, people } = await eventWith(1);
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Capped',
      ratePerKmMinor: 100,
      capMinor: 500,
    });
    await logKm(t, people[0]!, eventId, 4);
    const second = await logKm(t, people[0]!, eventId, 2);
    const capped = await readFundraising(t, adminId, eventId);
    expect(capped.pledges[0]).toMatchObject({ owedMinor: 500, capReached: true });

    const res = await callAs(t, people[0]!, 'DELETE', `/api/activities/${second}`);
    expect(res.statusCode).toBe(200);
    const after = await readFundraising(t, adminId, eventId);
    expect(after.pledges[0]).toMatchObject({ owedMinor: 400, capReached: false });
    expect(after.raisedMinor).toBe(400);

    const edit = await callAs(t, people[0]!, 'PATCH', `/api/activities/${second}`, {
      distanceKm: 1,
    });
    expect(edit.statusCode).toBe(404);
  });

  it('counts a team pledge over its current members only, and moves a member’s km with them', async () => {
    const red = await buildTeam(t.db);
    const blue = await buildTeam(t.db);
    const { eventId, people } = await eventWith(3, [
      { teamId: red.id },
      { teamId: red.id },
      { teamId: blue.id },
    ]);
    const [ann, ben, cem] = people as [string, string, string];
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Red',
      scope: 'team',
      teamId: red.id,
      ratePerKmMinor: 200,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Blue',
      scope: 'team',
      teamId: blue.id,
      ratePerKmMinor: 10,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Red match',
      kind: 'match',
      scope: 'team',
      teamId: red.id,
      matchPercent: 100,
    });
    await addPledge(t, adminId, eventId, { sponsorName: 'Event', ratePerKmMinor: 1 });
    await logKm(t, ann, eventId, 2.5);
    await logKm(t, ben, eventId, 1.5);
    await logKm(t, cem, eventId, 10);

    expect((await owedBySponsor(eventId)).owed).toEqual({
      Red: 800, // 4 km × 2.00
      Blue: 100, // 10 km × 0.10
      'Red match': 800, // the red pledge only: neither blue nor the event-wide one
      Event: 14,
    });

    const moved = await callAs(t, ben, 'POST', '/api/profile/registerTeam', { teamId: blue.id });
    expect(moved.statusCode).toBe(200);
    expect((await owedBySponsor(eventId)).owed).toEqual({
      Red: 500, // 2.5 km
      Blue: 115, // 11.5 km
      'Red match': 500,
      Event: 14,
    });
  });

  it('counts a participant pledge over that participant, and tells each what they added', async () => {
    const { eventId, people } = await eventWith(2);
    const [ann, ben] = people as [string, string];
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Ann’s aunt',
      scope: 'participant',
      userId: ann,
      ratePerKmMinor: 250,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Aunt match',
      kind: 'match',
      scope: 'participant',
      userId: ann,
      matchPercent: 10,
    });
    await addPledge(t, adminId, eventId, { sponsorName: 'Event A', ratePerKmMinor: 33 });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'Event B',
      ratePerKmMinor: 17,
      capMinor: 50,
    });
    await logKm(t, ann, eventId, 3.3);
    await logKm(t, ben, eventId, 7);

    const { owed, answer } = await owedBySponsor(eventId);
    expect(owed).toEqual({
      'Ann’s aunt': 825, // 3.3 km × 2.50
      'Aunt match': 82,
      'Event A': 339, // 10.3 km × 0.33 = 3.399
      'Event B': 50, // 1.751, capped
    });
    expect(answer.raisedMinor).toBe(825 + 82 + 339 + 50);
    // Ann's own 3.3 km at the event-wide rates, each rounded down, caps aside: 1.089 + 0.561.
    expect((await readFundraising(t, ann, eventId)).myContributionMinor).toBe(108 + 56);
    expect((await readFundraising(t, ben, eventId)).myContributionMinor).toBe(231 + 119);
    const stranger = await buildUser(t.db);
    expect((await readFundraising(t, stranger.id, eventId)).myContributionMinor).toBeNull();
    expect(answer.myContributionMinor).toBeNull();
  });

  it('shows the total of caps when every pledge has a most it owes', async () => {
    const { eventId } = await eventWith(0);
    expect((await readFundraising(t, adminId, eventId)).capTotalMinor).toBeNull();
    await addPledge(t, adminId, eventId, { sponsorName: 'A', ratePerKmMinor: 10, capMinor: 1_000 });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'B',
      kind: 'fixed',
      amountMinor: 250,
      capMinor: 5,
    });
    await addPledge(t, adminId, eventId, {
      sponsorName: 'C',
      kind: 'match',
      matchPercent: 100,
      capMinor: 300,
    });
    const answer = await readFundraising(t, adminId, eventId);
    // A fixed pledge's most is its amount; a cap sent with it is not kept.
    expect(answer.capTotalMinor).toBe(1_550);
    expect(answer.pledges[1]).not.toHaveProperty('capMinor');
    expect(answer.raisedMinor).toBe(250 + 250);
  });
});
