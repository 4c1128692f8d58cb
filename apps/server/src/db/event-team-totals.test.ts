import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildEvent,
  buildTeam,
  buildUser,
  eventTargets,
  joinEvent,
} from '../test/factories';
import { callAs } from '../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../test/test-app';
import { eventParticipants, eventTeamTotals, users } from './schema';

/**
 * The kept team totals (migration 0012, decision 070) against adding up the participations
 * of each team: they must agree after anything that moves kilometres or members.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Team → km tenths, added up from the participations (the slow way). */
async function summedFromParticipations(eventId: string) {
  const rows = await t.db
    .select({
      teamId: users.teamId,
      km: sql<number>`sum(${eventParticipants.totalKmTenths})`.mapWith(Number),
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(eq(eventParticipants.eventId, eventId))
    .groupBy(users.teamId);
  return Object.fromEntries(
    rows.filter((r) => r.teamId && r.km !== 0).map((r) => [r.teamId, r.km]),
  );
}

/** Team → km tenths, as the kept shards say. */
async function kept(eventId: string) {
  const rows = await t.db
    .select({
      teamId: eventTeamTotals.teamId,
      km: sql<number>`sum(${eventTeamTotals.totalKmTenths})`.mapWith(Number),
    })
    .from(eventTeamTotals)
    .where(eq(eventTeamTotals.eventId, eventId))
    .groupBy(eventTeamTotals.teamId);
  return Object.fromEntries(rows.filter((r) => r.km !== 0).map((r) => [r.teamId, r.km]));
}

describe('kept team totals', () => {
  it('follow joins, activity writes, team changes, and deleted members and teams', async () => {
    const admin = await buildAdmin(t.db);
    const event = await buildEvent(t.db, dayFromToday(t), eventTargets(50));
    const [red, blue] = [await buildTeam(t.db), await buildTeam(t.db)];
    const ana = await buildUser(t.db, { teamId: red.id });
    const bo = await buildUser(t.db, { teamId: red.id });
    const cy = await buildUser(t.db, { teamId: blue.id });
    const solo = await buildUser(t.db);
    await joinEvent(t.db, event.id, ana.id, { km: 40 });
    await joinEvent(t.db, event.id, bo.id, { km: 15 });
    await joinEvent(t.db, event.id, cy.id, { km: 7 });
    await joinEvent(t.db, event.id, solo.id, { km: 9 });
    expect(await kept(event.id)).toEqual({ [red.id]: 55, [blue.id]: 7 });

    const logged = await callAs(t, cy.id, 'POST', '/api/activities', {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 2.5,
    });
    expect(logged.statusCode).toBe(201);
    await callAs(t, cy.id, 'PATCH', `/api/activities/${logged.json()._id}`, { distanceKm: 3 });
    expect(await kept(event.id)).toEqual({ [red.id]: 55, [blue.id]: 37 });

    // Bo moves to blue (rule 20), Solo joins red: their kilometres go with them.
    expect(
      (await callAs(t, bo.id, 'POST', '/api/profile/registerTeam', { teamId: blue.id })).statusCode,
    ).toBe(200);
    expect(
      (await callAs(t, solo.id, 'POST', '/api/profile/registerTeam', { teamId: red.id }))
        .statusCode,
    ).toBe(200);
    expect(await kept(event.id)).toEqual({ [red.id]: 49, [blue.id]: 52 });

    // Ana's account goes, then the blue team.
    expect((await callAs(t, admin.id, 'DELETE', `/api/users/${ana.id}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await callAs(t, admin.id, 'DELETE', `/api/teams/${blue.id}`)).statusCode).toBe(200);
    expect(await kept(event.id)).toEqual(await summedFromParticipations(event.id));
    expect(await kept(event.id)).toEqual({ [red.id]: 9 });
  });

  it('stay exact when members log activities while they change teams, at the same moment', async () => {
    const event = await buildEvent(t.db, dayFromToday(t), eventTargets(50));
    const teams = [await buildTeam(t.db), await buildTeam(t.db)];
    const members = [];
    for (let i = 0; i < 4; i++) {
      const user = await buildUser(t.db, { teamId: teams[i % 2]!.id });
      await joinEvent(t.db, event.id, user.id);
      members.push(user);
    }
    await Promise.all(
      members.flatMap((user, i) => [
        callAs(t, user.id, 'POST', '/api/activities', {
          eventId: event.id,
          date: dayFromToday(t),
          distanceKm: 1 + i,
        }),
        callAs(t, user.id, 'POST', '/api/profile/registerTeam', { teamId: teams[(i + 1) % 2]!.id }),
        callAs(t, user.id, 'POST', '/api/activities', {
          eventId: event.id,
          date: dayFromToday(t),
          distanceKm: 0.5,
        }),
      ]),
    );
    expect(await kept(event.id)).toEqual(await summedFromParticipations(event.id));
  });
});
