import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { rowsOf } from './stored';

/** A comparison query's rows where maintained and recounted figures differ (none when right). */
const counted = sql.raw(`('ok', 'flagged', 'approved')`);

/**
 * Asserts that everything migration 0014 maintains for an event equals a recount from its
 * participations and activities (decision 072): each participation's latest counted day, the
 * groups' sums and rank counts, and the days.
 */
export async function expectGroupsMatchRecount(db: Db, eventId: string) {
  const lastActive = await rowsOf(
    db,
    sql`select p.user_id from event_participants p
        where p.event_id = ${eventId} and p.last_active_date is distinct from
          (select max(a.date) from activities a where a.event_id = p.event_id and a.user_id = p.user_id
             and a.review_status in ${counted})`,
  );
  expect(lastActive, 'participations whose latest counted day is wrong').toEqual([]);

  const segments = await rowsOf(
    db,
    sql`with expected as (
          select d.dimension, d.segment, count(*)::int as registered,
                 count(*) filter (where p.activity_count > 0)::int as active,
                 sum(p.total_km_tenths)::bigint as km, sum(p.total_mile_tenths)::bigint as mile
          from event_participants p
          cross join lateral (values ('userType', coalesce(p.user_type, '')), ('country', coalesce(p.country, '')),
                                     ('team', p.team_id::text)) as d(dimension, segment)
          where p.event_id = ${eventId} and d.segment is not null group by 1, 2
        ), kept as (
          select dimension, segment, sum(registered)::int as registered, sum(active)::int as active,
                 sum(total_km_tenths)::bigint as km, sum(total_mile_tenths)::bigint as mile
          from event_segment_totals where event_id = ${eventId} group by 1, 2
          having sum(registered) <> 0 or sum(active) <> 0 or sum(total_km_tenths) <> 0 or sum(total_mile_tenths) <> 0
        )
        select * from expected full join kept using (dimension, segment)
        where expected.registered is distinct from kept.registered or expected.active is distinct from kept.active
           or expected.km is distinct from kept.km or expected.mile is distinct from kept.mile`,
  );
  expect(segments, 'groups whose sums differ from a recount').toEqual([]);

  const ranks = await rowsOf(
    db,
    sql`with expected as (
          select d.dimension, d.segment, l.level, l.value, count(*)::int as n
          from event_participants p
          cross join lateral (values ('userType', coalesce(p.user_type, '')), ('country', coalesce(p.country, '')))
            as d(dimension, segment)
          cross join lateral (values (0, p.total_km_tenths), (1, p.total_km_tenths / 1000)) as l(level, value)
          where p.event_id = ${eventId} group by 1, 2, 3, 4
        ), kept as (
          select dimension, segment, level, value, n from event_segment_rank_counts
          where event_id = ${eventId} and n <> 0
        )
        select * from expected full join kept using (dimension, segment, level, value)
        where expected.n is distinct from kept.n`,
  );
  expect(ranks, 'group rank counts that differ from a recount').toEqual([]);

  const days = await rowsOf(
    db,
    sql`with expected as (
          select day, sum(km)::bigint as km, sum(n)::int as n, sum(joined)::int as joined, sum(last)::int as last from (
            select date as day, distance_km_tenths as km, 1 as n, 0 as joined, 0 as last
            from activities where event_id = ${eventId} and review_status in ${counted}
            union all select joined_on, 0, 0, 1, 0 from event_participants where event_id = ${eventId}
            union all select last_active_date, 0, 0, 0, 1 from event_participants
              where event_id = ${eventId} and last_active_date is not null
          ) parts group by 1
        ), kept as (
          select day, sum(km_tenths)::bigint as km, sum(activities)::int as n,
                 sum(new_participants)::int as joined, sum(last_active)::int as last
          from event_daily_totals where event_id = ${eventId} group by 1
          having sum(km_tenths) <> 0 or sum(activities) <> 0 or sum(new_participants) <> 0 or sum(last_active) <> 0
        )
        select * from expected full join kept using (day)
        where expected.km is distinct from kept.km or expected.n is distinct from kept.n
           or expected.joined is distinct from kept.joined or expected.last is distinct from kept.last`,
  );
  expect(days, 'days whose figures differ from a recount').toEqual([]);
}
