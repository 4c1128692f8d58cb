import { dayIn } from '@cc/shared/time/calendar';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildUser, joinEvent } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { countParticipantsAbove, RANK_BUCKET } from './event-ranks';
import { eventParticipants, events, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The rank input counted the slow way: participants with a greater total. */
async function countedDirectly(eventId: string, total: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), gt(eventParticipants.totalKmTenths, total)));
  return row!.n;
}

async function expectCountsExact(eventId: string) {
  const rows = await t.db
    .select({ total: eventParticipants.totalKmTenths })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, eventId));
  for (const total of [...rows.map((r) => r.total), 0, RANK_BUCKET - 1, RANK_BUCKET, 12_345]) {
    expect(await countParticipantsAbove(t.db, eventId, total)).toBe(
      await countedDirectly(eventId, total),
    );
  }
}

describe('maintained rank counts', () => {
  it('match counting the participants after joins, total changes across buckets and removals', async () => {
    const event = await buildEvent(t.db, dayIn(t.config.timeZone));
    const members = [];
    // Ties, zeros, bucket edges and a far bucket.
    for (const km of [0, 0, 50, 50, 999, 1000, 1001, 2500, 2500, 40_000]) {
      const user = await buildUser(t.db);
      await joinEvent(t.db, event.id, user.id, { km });
      members.push(user);
    }
    await expectCountsExact(event.id);
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    for (let step = 0; step < 40; step++) {
      const user = members[random() % members.length]!;
      const delta = (random() % 3000) - 1000;
      await t.db
        .update(eventParticipants)
        .set({ totalKmTenths: sql`greatest(${eventParticipants.totalKmTenths} + ${delta}, 0)` })
        .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.userId, user.id)));
    }
    await expectCountsExact(event.id);
    // Removing a user removes their participation (cascade) and their count.
    await t.db.delete(users).where(eq(users.id, members[0]!.id));
    await expectCountsExact(event.id);
  });

  it('lets an event with participants be deleted', async () => {
    const event = await buildEvent(t.db, dayIn(t.config.timeZone));
    await joinEvent(t.db, event.id, (await buildUser(t.db)).id, { km: 30 });
    await t.db.delete(events).where(eq(events.id, event.id));
    expect(await countParticipantsAbove(t.db, event.id, 0)).toBe(0);
  });
});
