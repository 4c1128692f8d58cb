import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser, eventTargets, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { expectTotalsMatchActivities } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

/**
 * The maintained totals follow every review status (issue 25, decision 071): after any
 * sequence of creates, edits, deletions and decisions (approve, exclude, reinstate, also
 * ones that do not apply), each participant's and the event's totals equal a recount of
 * the activities that count (ok, flagged, approved). Long distances on a few days make the
 * checks flag and hold entries along the way. FAIR_PLAY_RUNS sets the number of sequences
 * (the suite runs 40; the closing note gives a run of thousands).
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

const USERS = 2;

const stepArb = fc.record({
  user: fc.nat({ max: USERS - 1 }),
  kind: fc.constantFrom('create', 'create', 'edit', 'delete', 'review', 'review'),
  action: fc.constantFrom('approve', 'exclude', 'reinstate'),
  pick: fc.nat(),
  tenths: fc.integer({ min: 1, max: 600 }),
  day: fc.integer({ min: -2, max: 0 }),
});

const runs = Number(process.env.FAIR_PLAY_RUNS ?? 40);

describe('maintained totals under review', () => {
  it(
    'equal a recount of what counts after any sequence of entries and decisions',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
          const event = await buildEvent(t.db, dayFromToday(t), {
            startDate: dayFromToday(t, -5),
            endDate: dayFromToday(t, 5),
            ...eventTargets(60),
          });
          const users = await Promise.all([...Array(USERS)].map(() => buildUser(t.db)));
          for (const u of users) await joinEvent(t.db, event.id, u.id);
          const owned: string[][] = users.map(() => []);
          for (const step of steps) {
            const user = users[step.user]!;
            const mine = owned[step.user]!;
            const distanceKm = step.tenths / 10;
            if (step.kind === 'create' || mine.length === 0) {
              const res = await callAs(t, user.id, 'POST', '/api/activities', {
                eventId: event.id,
                date: dayFromToday(t, step.day),
                distanceKm,
              });
              expect(res.statusCode, res.body).toBe(201);
              mine.push(res.json()._id);
            } else if (step.kind === 'edit') {
              const id = mine[step.pick % mine.length]!;
              const res = await callAs(t, user.id, 'PATCH', `/api/activities/${id}`, {
                distanceKm,
                date: dayFromToday(t, step.day),
              });
              expect(res.statusCode, res.body).toBe(200);
            } else if (step.kind === 'delete') {
              const [id] = mine.splice(step.pick % mine.length, 1);
              const res = await callAs(t, user.id, 'DELETE', `/api/activities/${id}`);
              expect(res.statusCode, res.body).toBe(200);
            } else {
              const id = mine[step.pick % mine.length]!;
              const res = await callAs(t, adminId, 'POST', `/api/activities/${id}/review`, {
                action: step.action,
                reason: step.action === 'exclude' ? 'Checked' : undefined,
              });
              // A decision that does not apply to the status is refused and changes nothing.
              expect([200, 409], res.body).toContain(res.statusCode);
            }
          }
          await expectTotalsMatchActivities(
            t.db,
            event.id,
            users.map((u) => u.id),
          );
        }),
        { numRuns: runs },
      );
    },
    30_000 + runs * 500,
  );
});
