// Issue 3 benchmark: create-activity throughput and latency at 10 concurrent connections,
// measured in the same run against a trivial single-query route (GET /api/health runs
// `select 1`), on PostgreSQL with 10,000 users and 100,000 activities; then checks that
// every total still equals the sum of its activities. Prints figures; asserts nothing on time.
// BENCH_FUNDRAISING=1 gives the event a cause and three capped pledges (issue 24), so every
// create also asks for a milestone check (none is crossed during the run).
// BENCH_ENTRIES=spread spreads the creates over the last 7 days and 1 to 12 km (see below).
// BENCH_TEAMS=1 puts the users in 100 teams, so every create also moves its team's kept total
// (migration 0012); BENCH_TEAM_TOTALS=off then disables that trigger, to measure what it costs.
import pg from 'pg';
import { spreadEntries } from './entries';
import {
  freshDatabase,
  measure,
  measureWithCpu,
  printTable,
  rotatingRequest,
  startServer,
} from './lib';
import { seedActivities } from './seed-activities';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;

const url = await freshDatabase('cc_bench_activities');
console.log('seeding 10,000 users, 1 event, 100,000 activities ...');
const started = Date.now();
const spread = process.env.BENCH_ENTRIES === 'spread';
// Spread entries sign in as all 10,000 participants, so each logs a few a week, as people do.
const { eventId, tokens } = await seedActivities(url, {
  users: 10_000,
  activities: 100_000,
  sessions: spread ? 10_000 : 1_000,
});
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (process.env.BENCH_FUNDRAISING === '1') {
  await addFundraising(url, eventId);
  console.log(
    'the event has a cause and 3 capped pledges: every create asks for a milestone check',
  );
}

if (process.env.BENCH_TEAMS === '1') {
  await addTeams(url);
  console.log('the users are in 100 teams: every create moves a team total too');
}
if (process.env.BENCH_TEAM_TOTALS === 'off') {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('alter table event_participants disable trigger event_participants_team_totals');
  await db.end();
  console.log('the team-totals trigger is disabled');
}

const server = await startServer(url, port);
try {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
  const body = JSON.stringify({
    eventId,
    date: today,
    distanceKm: 5,
    distanceMile: 3.1,
    notice: 'bench',
  });
  // BENCH_ENTRIES=spread: each of the 10,000 participants logs a few over the last 7 days.
  const spreadBody = spreadEntries(eventId);
  const createCall = {
    method: 'POST',
    path: '/api/activities',
    body: spread ? spreadBody : body,
  } as const;
  // Each request signs in as the next of the seeded users, so writes spread over participants.
  const createRequest = rotatingRequest(tokens, createCall);
  // The web app sends an Idempotency-Key with every create: that path, measured too.
  const keyedRequest = rotatingRequest(tokens, createCall, (i) => ({
    'idempotency-key': `bench-${process.pid}-${i}`,
  }));
  // Warm both paths up before measuring.
  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [createRequest] });

  const trivial = await measureWithCpu(server, url, 'GET /api/health (select 1)', {
    url: `${base}/api/health`,
  });
  const create = await measureWithCpu(server, url, 'POST /api/activities', {
    url: base,
    requests: [createRequest],
  });
  const withKey = await measureWithCpu(server, url, 'POST /api/activities (Idempotency-Key)', {
    url: base,
    requests: [keyedRequest],
  });
  printTable([trivial, create, withKey]);
  console.log(
    `\ncreate / trivial throughput: ${(create.requestsPerSecond / trivial.requestsPerSecond).toFixed(2)}`,
  );
} finally {
  server.kill('SIGTERM');
}

const db = new pg.Client({ connectionString: url });
await db.connect();
const { rows } = await db.query(
  `select
     (select count(*) from event_participants p where p.total_km_tenths <> coalesce(
        (select sum(distance_km_tenths) from activities a where a.event_id = p.event_id and a.user_id = p.user_id
           and a.review_status in ('ok', 'flagged', 'approved')), 0)) as wrong_participants,
     (select count(*) from events e where
        (select coalesce(sum(total_km_tenths), 0) from event_totals t where t.event_id = e.id) <> coalesce(
        (select sum(distance_km_tenths) from activities a where a.event_id = e.id
           and a.review_status in ('ok', 'flagged', 'approved')), 0)) as wrong_events,
     (select count(*) from (
        select event_id, 0 as level, total_km_tenths as value, count(*)::int as n
        from event_participants group by 1, 3
        union all
        select event_id, 1, total_km_tenths / 1000, count(*)::int from event_participants group by 1, 3
      ) expected full join (select * from event_rank_counts where n <> 0) c using (event_id, level, value)
      where expected.n is distinct from c.n) as wrong_rank_counts,
     (select count(*) from activities) as activities,
     (select count(*) from activities where review_status = 'flagged') as flagged,
     (select count(*) from activities where review_status = 'held') as held`,
);
if (process.env.BENCH_FUNDRAISING === '1') {
  const { rows: claimed } = await db.query('select count(*)::int n from fundraising_milestones');
  console.log(`fundraising milestones claimed during the run: ${claimed[0].n}`);
}
await db.end();
const check = rows[0];
console.log(
  `totals check: ${check.activities} activities (${check.flagged} flagged, ${check.held} held: held ones count nowhere), ${check.wrong_participants} participant totals wrong, ${check.wrong_events} event totals wrong, ${check.wrong_rank_counts} rank counts wrong`,
);

/**
 * A cause and three pledges with caps for the event: per km (10 cents, cap 2,000,000 EUR),
 * fixed (10,000 EUR) and a 50 % match (cap 500,000 EUR). The seeded 1,000,000-odd km raise
 * about 7 % of the total of caps and the run's creates about 2 % more, so every create
 * triggers a check and none claims a milestone: the steady cost of a live fundraising.
 */
async function addFundraising(databaseUrl: string, event: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into event_fundraising (event_id, currency, charity_name, charity_url)
     values ($1, 'EUR', 'Benchmark Children’s Hospital', 'https://example.org/hospital')`,
    [event],
  );
  await db.query(
    `insert into pledges (id, event_id, sponsor_name, kind, scope, rate_per_km_minor, amount_minor,
                          match_percent, cap_minor, created_at)
     values (gen_random_uuid(), $1, 'Company', 'perKm', 'event', 10, null, null, 200000000, now() - interval '3 minutes'),
            (gen_random_uuid(), $1, 'Supplier', 'fixed', 'event', null, 1000000, null, null, now() - interval '2 minutes'),
            (gen_random_uuid(), $1, 'Foundation', 'match', 'event', null, null, 50, 50000000, now() - interval '1 minute')`,
    [event],
  );
  await db.end();
}

/** 100 teams, the users spread over them; the trigger of migration 0012 moves their totals. */
async function addTeams(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into teams (id, name) select gen_random_uuid(), 'Team ' || t from generate_series(1, 100) as t`,
  );
  await db.query(
    `with t as (select id, row_number() over (order by id) - 1 as n from teams),
          u as (select id, row_number() over (order by email) as n from users)
     update users set team_id = t.id from u join t on t.n = u.n % 100 where users.id = u.id`,
  );
  await db.query('analyze');
  await db.end();
}
