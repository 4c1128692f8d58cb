// Issue 3 benchmark: create-activity throughput and latency at 10 concurrent connections,
// measured in the same run against a trivial single-query route (GET /api/health runs
// `select 1`), on PostgreSQL with 10,000 users and 100,000 activities; then checks that
// every total still equals the sum of its activities. Prints figures; asserts nothing on time.
import pg from 'pg';
import { freshDatabase, measure, printTable, rotatingRequest, startServer } from './lib';
import { seedActivities } from './seed-activities';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;

const url = await freshDatabase('cc_bench_activities');
console.log('seeding 10,000 users, 1 event, 100,000 activities ...');
const started = Date.now();
const { eventId, tokens } = await seedActivities(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

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
  const createCall = { method: 'POST', path: '/api/activities', body } as const;
  // Each request signs in as the next of the seeded users, so writes spread over participants.
  const createRequest = rotatingRequest(tokens, createCall);
  // The web app sends an Idempotency-Key with every create: that path, measured too.
  const keyedRequest = rotatingRequest(tokens, createCall, (i) => ({
    'idempotency-key': `bench-${process.pid}-${i}`,
  }));
  // Warm both paths up before measuring.
  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [createRequest] });

  const trivial = await measure('GET /api/health (select 1)', { url: `${base}/api/health` });
  const create = await measure('POST /api/activities', { url: base, requests: [createRequest] });
  const withKey = await measure('POST /api/activities (Idempotency-Key)', {
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
        (select sum(distance_km_tenths) from activities a where a.event_id = p.event_id and a.user_id = p.user_id), 0)) as wrong_participants,
     (select count(*) from events e where
        (select coalesce(sum(total_km_tenths), 0) from event_totals t where t.event_id = e.id) <> coalesce(
        (select sum(distance_km_tenths) from activities a where a.event_id = e.id), 0)) as wrong_events,
     (select count(*) from (
        select event_id, 0 as level, total_km_tenths as value, count(*)::int as n
        from event_participants group by 1, 3
        union all
        select event_id, 1, total_km_tenths / 1000, count(*)::int from event_participants group by 1, 3
      ) expected full join (select * from event_rank_counts where n <> 0) c using (event_id, level, value)
      where expected.n is distinct from c.n) as wrong_rank_counts,
     (select count(*) from activities) as activities`,
);
await db.end();
const check = rows[0];
console.log(
  `totals check: ${check.activities} activities, ${check.wrong_participants} participant totals wrong, ${check.wrong_events} event totals wrong, ${check.wrong_rank_counts} rank counts wrong`,
);
