import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/passwords';
import { benchToken, recountEvent, sha256 } from './lib';

/**
 * The load of issue 3: 10,000 verified users, one running event with all of them,
 * 100,000 activities spread over its days, totals computed from the activities, and a
 * session for the first `sessions` users. Set-based SQL, so it takes seconds.
 */
export async function seedActivities(
  databaseUrl: string,
  opts = { users: 10_000, activities: 100_000, sessions: 1_000 },
) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await hashPassword('bench-pass');
  await db.query('begin');
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text, user_type, country, verified_at, first_time_login)
     select gen_random_uuid(), 'bench' || i || '@example.com', $1, 'Bench', 'User ' || i, 'Bench User ' || i,
            'bench user ' || i, 'Staff', 'DE', now(), false
     from generate_series(1, $2) as i`,
    [hash, opts.users],
  );
  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), 'Benchmark challenge', '', current_date - 30, current_date + 30, 10000000, 6213712)
     returning id`,
  );
  const eventId = rows[0].id as string;
  await db.query(`insert into event_participants (event_id, user_id) select $1, id from users`, [
    eventId,
  ]);
  await db.query(
    `with u as (select id, row_number() over (order by email) as n from users)
     insert into activities (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths, notice)
     select gen_random_uuid(), $1, u.id, current_date - (i % 30), d, round(d * 0.621371192)::int, ''
     from generate_series(1, $2) as i
     cross join lateral (select (10 + (i::bigint * 7919) % 190)::int as d) as dist
     join u on u.n = 1 + (i::bigint * 104729) % $3`,
    [eventId, opts.activities, opts.users],
  );
  await db.query(
    `update event_participants p set total_km_tenths = s.km, total_mile_tenths = s.mile, activity_count = s.n
     from (select user_id, sum(distance_km_tenths) km, sum(distance_mile_tenths) mile, count(*) n
           from activities where event_id = $1 group by user_id) s
     where p.event_id = $1 and p.user_id = s.user_id`,
    [eventId],
  );
  // The latest counted day (migration 0014), which a create moves itself; an earlier build's
  // schema (bench:paired's BENCH_VS_SCHEMA=own) has no such column.
  const { rows: lastActive } = await db.query(
    `select 1 from information_schema.columns
     where table_name = 'event_participants' and column_name = 'last_active_date'`,
  );
  if (lastActive.length > 0) {
    await db.query(
      `update event_participants p set last_active_date = s.last
       from (select user_id, max(date) last from activities where event_id = $1 group by user_id) s
       where p.event_id = $1 and p.user_id = s.user_id`,
      [eventId],
    );
  }
  await recountEvent(db, eventId);
  const { rows: first } = await db.query('select id from users order by email limit $1', [
    opts.sessions,
  ]);
  const tokens = first.map((_, i) => benchToken(i));
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     select gen_random_uuid(), u, h, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as t(u, h)`,
    [first.map((r) => r.id), tokens.map(sha256)],
  );
  await db.query('commit');
  await db.query('analyze');
  await db.end();
  return { eventId, tokens };
}
