import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildUser, eventTargets, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { expectTotalsMatchActivities } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One step of a random session: which user, what they do, and the distance they type. */
const stepArb = fc.record({
  user: fc.nat({ max: 2 }),
  kind: fc.constantFrom('create', 'create', 'edit', 'delete'),
  pick: fc.nat(),
  unit: fc.constantFrom('distanceKm', 'distanceMile'),
  tenths: fc.integer({ min: 1, max: 409 }),
  day: fc.integer({ min: -5, max: 0 }),
});

describe('maintained totals', () => {
  it('equal the sum of each participant’s activities after any sequence of creates, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const event = await buildEvent(t.db, dayFromToday(t), {
          startDate: dayFromToday(t, -5),
          endDate: dayFromToday(t, 5),
          ...eventTargets(40),
        });
        const users = await Promise.all([0, 1, 2].map(() => buildUser(t.db)));
        for (const u of users) await joinEvent(t.db, event.id, u.id);
        const owned: string[][] = [[], [], []];
        for (const step of steps) {
          const user = users[step.user]!;
          const mine = owned[step.user]!;
          // Miles scaled so that their km stay within the 40.9 km picker of the event.
          const tenths =
            step.unit === 'distanceKm' ? step.tenths : Math.max(1, Math.floor(step.tenths * 0.62));
          const distance = { [step.unit]: tenths / 10 };
          if (step.kind === 'create' || mine.length === 0) {
            const res = await callAs(t, user.id, 'POST', '/api/activities', {
              eventId: event.id,
              date: dayFromToday(t, step.day),
              ...distance,
            });
            expect(res.statusCode).toBe(201);
            mine.push(res.json()._id);
          } else if (step.kind === 'edit') {
            const id = mine[step.pick % mine.length]!;
            const res = await callAs(t, user.id, 'PATCH', `/api/activities/${id}`, distance);
            expect(res.statusCode).toBe(200);
          } else {
            const [id] = mine.splice(step.pick % mine.length, 1);
            const res = await callAs(t, user.id, 'DELETE', `/api/activities/${id}`);
            expect(res.statusCode).toBe(200);
          }
        }
        await expectTotalsMatchActivities(
          t.db,
          event.id,
          users.map((u) => u.id),
        );
      }),
      { numRuns: 25 },
    );
  });
});
