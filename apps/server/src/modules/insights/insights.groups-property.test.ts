import { round2 } from '@cc/shared/activities/distance';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildAdmin, buildEvent, buildTeam, buildUser, eventTargets } from '../../test/factories';
import { callAs } from '../../test/requests';
import { expectGroupsMatchRecount } from '../../test/stored-groups';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let teamIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.db)).id;
  teamIds = [(await buildTeam(t.db))!.id, (await buildTeam(t.db))!.id];
});
afterAll(() => t.close());

const userTypes = ['Staff', 'Customer', 'Family'] as const;
const countries = ['DE', 'AT', 'FR'] as const;

/** One step of a random session: who, what, and with which values. */
const stepArb = fc.record({
  user: fc.nat({ max: 3 }),
  kind: fc.constantFrom(
    'create',
    'create',
    'edit',
    'delete',
    'exclude',
    'reinstate',
    'profile',
    'team',
    'correct',
  ),
  pick: fc.nat(),
  tenths: fc.integer({ min: 1, max: 400 }),
  day: fc.integer({ min: -4, max: 0 }),
  userType: fc.constantFrom(...userTypes),
  country: fc.constantFrom(...countries),
  team: fc.constantFrom(0, 1, -1),
});

interface SegmentDoc {
  segment: string;
  registered: number;
  active: number;
  totalKm: number;
  avgKmPerActive: number;
  avgKmPerRegistered: number;
  participationRate: number;
}

describe('group sums', () => {
  it('add up to the event for every grouping and match a recount after any sequence of writes, reviews and profile changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (steps) => {
        const event = await buildEvent(t.db, dayFromToday(t), {
          startDate: dayFromToday(t, -4),
          endDate: dayFromToday(t, 4),
          ...eventTargets(100),
        });
        const people = [];
        for (let i = 0; i < 4; i++) {
          const user = await buildUser(t.db, {
            userType: userTypes[i % 3],
            country: countries[i % 3],
          });
          await callAs(t, user.id, 'POST', '/api/profile/registerEvent', { eventId: event.id });
          people.push({ id: user.id, activities: [] as string[] });
        }
        for (const step of steps) {
          const me = people[step.user]!;
          const pick = me.activities[step.pick % Math.max(1, me.activities.length)];
          const km = { distanceKm: step.tenths / 10 };
          if (
            step.kind === 'create' ||
            (!pick && ['edit', 'delete', 'exclude', 'reinstate'].includes(step.kind))
          ) {
            const res = await callAs(t, me.id, 'POST', '/api/activities', {
              eventId: event.id,
              date: dayFromToday(t, step.day),
              ...km,
            });
            expect(res.statusCode).toBe(201);
            me.activities.push(res.json()._id);
          } else if (step.kind === 'edit') {
            await callAs(t, me.id, 'PATCH', `/api/activities/${pick}`, {
              ...km,
              date: dayFromToday(t, step.day),
            });
          } else if (step.kind === 'delete') {
            await callAs(t, me.id, 'DELETE', `/api/activities/${pick}`);
            me.activities = me.activities.filter((id) => id !== pick);
          } else if (step.kind === 'exclude' || step.kind === 'reinstate') {
            // Either may not apply to the status (REVIEW_NOT_ALLOWED): then nothing changes.
            await callAs(t, admin, 'POST', `/api/activities/${pick}/review`, {
              action: step.kind,
              ...(step.kind === 'exclude' ? { reason: 'Checked' } : {}),
            });
          } else if (step.kind === 'profile') {
            const res = await callAs(t, me.id, 'PATCH', '/api/profile', {
              userType: step.userType,
              country: step.country,
            });
            expect(res.statusCode).toBe(200);
          } else if (step.kind === 'team') {
            await t.db
              .update(users)
              .set({ teamId: step.team === -1 ? null : teamIds[step.team]! })
              .where(eq(users.id, me.id));
          } else {
            const res = await callAs(
              t,
              admin,
              'PATCH',
              `/api/events/${event.id}/participants/${me.id}`,
              {
                userType: step.userType,
                country: step.country,
              },
            );
            expect(res.statusCode).toBe(200);
          }
        }
        await expectGroupsMatchRecount(t.db, event.id);
        const total = await t.db.execute(
          sql`select coalesce(sum(total_km_tenths), 0)::int as km, count(*) filter (where activity_count > 0)::int as active
              from event_participants where event_id = ${event.id}`,
        );
        const expected = (total as unknown as { rows: Array<{ km: number; active: number }> })
          .rows[0]!;
        for (const by of ['userType', 'country'] as const) {
          const res = await callAs(
            t,
            admin,
            'GET',
            `/api/activities/ranking/segments?event_id=${event.id}&by=${by}`,
          );
          const docs: SegmentDoc[] = res.json().docs;
          expect(Math.round(docs.reduce((n, d) => n + d.totalKm * 10, 0))).toBe(
            Number(expected.km),
          );
          expect(docs.reduce((n, d) => n + d.registered, 0)).toBe(4);
          expect(docs.reduce((n, d) => n + d.active, 0)).toBe(Number(expected.active));
          for (const d of docs) {
            // The served figures are the exact ones rounded (to 3 and 2 places): compared as
            // such, a half-way value (7.225 served as 7.23) is not a difference.
            expect(d.participationRate).toBe(Math.round((d.active / d.registered) * 1000) / 1000);
            expect(d.avgKmPerRegistered).toBe(round2(d.totalKm / d.registered));
            expect(d.avgKmPerActive).toBe(d.active ? round2(d.totalKm / d.active) : 0);
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('are told apart from a recount when a sum, a rank count or a day is off', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const user = await buildUser(t.db);
    await callAs(t, user.id, 'POST', '/api/profile/registerEvent', { eventId: event.id });
    await callAs(t, user.id, 'POST', '/api/activities', {
      eventId: event.id,
      date: dayFromToday(t),
      distanceKm: 3,
    });
    await expectGroupsMatchRecount(t.db, event.id);
    for (const table of [
      'event_segment_totals',
      'event_segment_rank_counts',
      'event_daily_totals',
    ]) {
      const column = {
        event_segment_totals: 'active',
        event_segment_rank_counts: 'n',
        event_daily_totals: 'activities',
      }[table];
      const bump = (d: number) =>
        t.db.execute(
          sql.raw(
            `update ${table} set ${column} = ${column} + ${d} where event_id = '${event.id}'`,
          ),
        );
      await bump(1);
      await expect(expectGroupsMatchRecount(t.db, event.id)).rejects.toThrow();
      await bump(-1);
    }
  });
});
