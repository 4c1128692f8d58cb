import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/passwords';
import { benchToken, recountEvent, sha256 } from './lib';

/**
 * The load of issue 26, in set-based SQL with the triggers off (the seed connects as a
 * superuser; the maintained sums are rebuilt at the end, as the migration does):
 * - 1,000,000 verified users, user types in turn, countries from 13, the first 100,000 in
 *   100 teams;
 * - the insights event: the first 100,000 users, joined over its first days, 1,000,000
 *   activities over its 31 days so far (90 % of participants active);
 * - two events for "my rank" within a group, of 10,000 and 1,000,000 participants (totals
 *   as in seed-social, many ties, a tenth at 0 km), whose worst-placed Staff member signs in;
 * - sessions for 1,000 participants of the insights event and for one administrator.
 */
export async function seedGroups(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const step = timer();
  const hash = await hashPassword('bench-pass');
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        user_type, country, verified_at, first_time_login, role)
     select ${userId('i')}, 'g' || i || '@example.com', $1, 'Group', 'Runner ' || i, 'Group Runner ' || i,
            'group runner ' || i, (array['Customer', 'Family', 'Supplier', 'Staff'])[1 + i % 4],
            (array['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'GB', 'US', 'SE'])[1 + (i / 4) % 13],
            now(), false, case when i = 0 then 'admin' else 'user' end
     from generate_series(0, 999999) as i`,
    [hash],
  );
  await db.query(
    `insert into teams (id, name) select ${seqId(3, 't')}, 'Team ' || t from generate_series(0, 99) as t`,
  );
  await db.query(
    `update users set team_id = ${seqId(3, `(${userNumber} % 100)`)} where ${userNumber} between 1 and 100000`,
  );
  step('1,000,000 users and 100 teams');

  const insightsEvent = await newEvent(db, 'Insights', 3_000_000);
  await db.query(
    `insert into event_participants (event_id, user_id, user_type, country, team_id, joined_at, joined_on)
     select $1, users.id, users.user_type, users.country, users.team_id,
            now() - ((n % 35) || ' days')::interval, current_date - (n % 35)::int
     from users cross join lateral (select ${userNumber} as n) as num
     where ${userNumber} between 1 and 100000`,
    [insightsEvent],
  );
  // Every tenth participant logs nothing: 90 % active.
  await db.query(
    `insert into activities (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths, notice)
     select gen_random_uuid(), $1, ${userId('u')}, current_date - (i % 31), d, round(d * 0.621371192)::int, ''
     from generate_series(0, 999999) as i
     cross join lateral (select 1 + (i * 7) % 100000 as n) as owner
     cross join lateral (select case when owner.n % 10 = 0 then owner.n - 1 else owner.n end as u) as active
     cross join lateral (select (10 + (i::bigint * 7919) % 190)::int as d) as dist`,
    [insightsEvent],
  );
  await db.query(
    `update event_participants p set total_km_tenths = s.km, total_mile_tenths = s.mile,
            activity_count = s.n, last_active_date = s.last
     from (select user_id, sum(distance_km_tenths) km, sum(distance_mile_tenths) mile, count(*) n, max(date) last
           from activities where event_id = $1 group by user_id) s
     where p.event_id = $1 and p.user_id = s.user_id`,
    [insightsEvent],
  );
  step('the insights event: 100,000 participants, 1,000,000 activities');

  const rankEvents = [];
  for (const [k, size] of [10_000, 1_000_000].entries()) {
    rankEvents.push(await seedGroupRankEvent(db, size, benchToken(2_000_000 + k)));
    step(`group rank event of ${size} participants`);
  }
  for (const eventId of [insightsEvent, ...rankEvents.map((e) => e.eventId)]) {
    await recountGroups(db, eventId);
  }
  await db.query('select feed_inbox_rebuild()');
  step('maintained sums rebuilt');

  const tokens = Array.from({ length: 1000 }, (_, i) => benchToken(i));
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     select gen_random_uuid(), ${userId('i')}, h, now() + interval '1 day'
     from unnest($1::text[]) with ordinality as t(h, i)`,
    [tokens.map(sha256)],
  );
  const adminToken = benchToken(3_000_000);
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), ${userId('0')}, $1, now() + interval '1 day')`,
    [sha256(adminToken)],
  );
  await db.query('commit');
  await db.query('analyze');
  step('sessions and analyze');
  await db.end();
  return { insightsEvent, rankEvents, tokens, adminToken };
}

/** Ids made from a number, a different first group per table (as in seed-social). */
const seqId = (table: number, n: string) =>
  `('${table.toString(16).padStart(8, '0')}-0000-7000-8000-' || lpad(to_hex((${n})::bigint), 12, '0'))::uuid`;
const userId = (n: string) => seqId(1, n);
/** The number of the user row `users.id` (the inverse of userId). */
const userNumber = `('x' || right(replace(users.id::text, '-', ''), 12))::bit(48)::bigint`;

/** A running event, 30 days in and 30 to go, with a target in km. */
async function newEvent(db: pg.Client, name: string, targetKm: number) {
  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), $1, '', current_date - 30, current_date + 30, $2::bigint * 100, round($2 * 62.1371192))
     returning id`,
    [name, targetKm],
  );
  return rows[0].id as string;
}

/**
 * An event of participants 0..size-1 (user types in turn), totals as in seed-social's
 * ranking events; signs its worst-placed Staff member in with `token`.
 */
async function seedGroupRankEvent(db: pg.Client, size: number, token: string) {
  const eventId = await newEvent(db, `Group ranks of ${size}`, 1_000_000);
  const zeroFrom = Math.floor(size * 0.9);
  await db.query(
    `insert into event_participants (event_id, user_id, user_type, country, total_km_tenths, total_mile_tenths, activity_count, joined_on)
     select $1, ${userId('i')}, (array['Customer', 'Family', 'Supplier', 'Staff'])[1 + i % 4],
            (array['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'GB', 'US', 'SE'])[1 + (i / 4) % 13],
            km, round(km * 0.621371192)::bigint, (km > 0)::int, current_date - 30
     from generate_series(0, $2 - 1) as i
     cross join lateral (select case when i >= $3 then 0 else ((i::bigint * 7919) % 2000 + 1) * 5 end as km) as v
     order by km, i`,
    [eventId, size, zeroFrom],
  );
  const { rows } = await db.query(
    `select user_id from event_participants where event_id = $1 and user_type = 'Staff'
     order by total_km_tenths asc, user_id desc limit 1`,
    [eventId],
  );
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [rows[0].user_id, sha256(token)],
  );
  const { rows: staff } = await db.query(
    `select count(*)::int n from event_participants where event_id = $1 and user_type = 'Staff' and total_km_tenths > 0`,
    [eventId],
  );
  return { eventId, participants: size, worstToken: token, worstStaffRank: staff[0].n + 1 };
}

/**
 * Rebuilds what the triggers keep for an event (decision 072 and before): participant count,
 * collective totals, rank counts, group sums and rank counts, and the days.
 */
async function recountGroups(db: pg.Client, eventId: string) {
  await db.query(
    `insert into event_rank_counts (event_id, level, value, n)
     select $1, 0, total_km_tenths, count(*) from event_participants where event_id = $1 group by 3
     union all
     select $1, 1, total_km_tenths / 1000, count(*) from event_participants where event_id = $1 group by 3`,
    [eventId],
  );
  await recountEvent(db, eventId);
  await db.query(
    `insert into event_segment_totals
     select $1, d.dimension, d.segment, 0, count(*)::int, count(*) filter (where activity_count > 0)::int,
            sum(total_km_tenths), sum(total_mile_tenths)
     from event_participants
     cross join lateral (values ('userType', coalesce(user_type, '')), ('country', coalesce(country, '')),
                                ('team', team_id::text)) as d(dimension, segment)
     where event_id = $1 and d.segment is not null group by 2, 3`,
    [eventId],
  );
  await db.query(
    `insert into event_segment_rank_counts
     select $1, d.dimension, d.segment, l.level, l.value, count(*)::int
     from event_participants
     cross join lateral (values ('userType', coalesce(user_type, '')), ('country', coalesce(country, ''))) as d(dimension, segment)
     cross join lateral (values (0::smallint, total_km_tenths), (1::smallint, total_km_tenths / 1000)) as l(level, value)
     where event_id = $1 group by 2, 3, 4, 5`,
    [eventId],
  );
  await db.query(
    `insert into event_daily_totals (event_id, day, shard, km_tenths, activities, new_participants, last_active)
     select $1, day, 0, sum(km), sum(n)::int, sum(joined)::int, sum(last)::int from (
       select date as day, sum(distance_km_tenths) as km, count(*) as n, 0 as joined, 0 as last
       from activities where event_id = $1 group by 1
       union all select joined_on, 0, 0, count(*), 0 from event_participants where event_id = $1 group by 1
       union all select last_active_date, 0, 0, 0, count(*) from event_participants
         where event_id = $1 and last_active_date is not null group by 1
     ) as parts group by day`,
    [eventId],
  );
}

/** Logs how long each part of the seed took since the previous one. */
function timer() {
  let last = Date.now();
  return (what: string) => {
    const now = Date.now();
    console.log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}
