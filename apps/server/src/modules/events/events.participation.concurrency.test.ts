import { dayIn } from '@cc/shared/time/calendar';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, eventRankCounts } from '../../db/schema';
import { authHeader, buildEvent, buildUser } from '../../test/factories';
import { reloadEvent } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerForEvent } from './events.test-support';

// PGlite runs one statement at a time, so concurrent registrations never interleave there
// and these tests could not fail; they run on PostgreSQL only.
describe.runIf(process.env.TEST_DB === 'postgres')('registering at the same moment', () => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    today = dayIn(t.config.timeZone);
  });
  afterAll(() => t.close());

  /** `n` participants, each with the header of a session of their own. */
  async function crowd(n: number) {
    const people = [];
    for (let i = 0; i < n; i++) people.push(await authHeader(t.db, (await buildUser(t.db)).id));
    return people;
  }

  /** The event's stored count, participations and rank counts agree on `n` members at 0 km. */
  async function expectExactly(eventId: string, n: number) {
    expect((await reloadEvent(t.db, eventId))?.participantCount).toBe(n);
    const joined = await t.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, eventId));
    expect(joined).toHaveLength(n);
    const counts = await t.db
      .select({ level: eventRankCounts.level, value: eventRankCounts.value, n: eventRankCounts.n })
      .from(eventRankCounts)
      .where(eq(eventRankCounts.eventId, eventId))
      .orderBy(asc(eventRankCounts.level));
    expect(counts).toEqual([
      { level: 0, value: 0, n },
      { level: 1, value: 0, n },
    ]);
  }

  it('lets 50 participants join one event at once, counting exactly 50', async () => {
    const people = await crowd(50);
    const event = await buildEvent(t.db, today);
    const retriedBefore = t.database.stats.retries;

    const answers = await Promise.all(
      people.map((headers) => registerForEvent(t, headers, event.id)),
    );

    expect(answers.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    await expectExactly(event.id, 50);
    // The registrations must not conflict in the first place, not merely succeed on a retry.
    expect(t.database.stats.retries).toBe(retriedBefore);
  });

  it('lets 50 participants join 5 events each at once (250 joins), with exact counts', async () => {
    const people = await crowd(50);
    const events: Array<{ id: string }> = [];
    for (let i = 0; i < 5; i++) events.push(await buildEvent(t.db, today));
    const retriedBefore = t.database.stats.retries;

    const answers = await Promise.all(
      people.flatMap((headers) => events.map((event) => registerForEvent(t, headers, event.id))),
    );

    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    for (const event of events) await expectExactly(event.id, 50);
    expect(t.database.stats.retries).toBe(retriedBefore);
  });

  it('lets one of ten simultaneous joins of the same person succeed, the rest ALREADY_REGISTERED', async () => {
    const [headers] = await crowd(1);
    const event = await buildEvent(t.db, today);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => registerForEvent(t, headers!, event.id)),
    );

    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual(
      refused.map(() => [409, { errors: { msg: 'ALREADY_REGISTERED' } }]),
    );
    await expectExactly(event.id, 1);
  });
});
