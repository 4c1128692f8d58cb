// Issue 26 benchmark, groups and insights, on an event of 100,000 participants with 1,000,000
// activities: the group board (GET /api/activities/ranking/segments by user type, country and
// team) rotating over 1,000 signed-in participants, and the organiser's insights
// (GET /api/events/:id/insights) as an administrator, at 10 connections, against a trivial
// single-query route (GET /api/health runs `select 1`) in the same run; a page of the ranking
// within a group; then the cost of "my rank" within a group for the worst-placed Staff member
// of events of 10,000 and 1,000,000 participants. Prints figures and ratios; asserts nothing
// on time.
import type autocannon from 'autocannon';
import { freshDatabase, measure, printTable, rotatingRequest, startServer } from './lib';
import { seedGroups } from './seed-groups';

const port = Number(process.env.BENCH_PORT ?? 3214);
const base = `http://127.0.0.1:${port}`;

const url = await freshDatabase('cc_bench_insights');
console.log(
  'seeding 1,000,000 users, an event of 100,000 with 1,000,000 activities, group rank events ...',
);
const started = Date.now();
const seed = await seedGroups(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const rotating = (path: string) => rotatingRequest(seed.tokens, { method: 'GET', path });
const asAdmin = (path: string) =>
  ({
    url: `${base}${path}`,
    headers: { authorization: `Bearer ${seed.adminToken}` },
  }) satisfies autocannon.Options;
const segments = (by: string) =>
  `/api/activities/ranking/segments?event_id=${seed.insightsEvent}&by=${by}`;
const insightsPath = `/api/events/${seed.insightsEvent}/insights`;

/** GET ranking/me within Staff of a group rank event, as its worst-placed Staff member. */
const myGroupRank = (event: (typeof seed.rankEvents)[number]) =>
  ({
    url: `${base}/api/activities/ranking/me?event_id=${event.eventId}&userType=Staff`,
    headers: { authorization: `Bearer ${event.worstToken}` },
  }) satisfies autocannon.Options;

/** One checked call before timing: a missing route or a failing query stops the run. */
async function probe(options: { url: string; headers: Record<string, string> }) {
  const res = await fetch(options.url, { headers: options.headers });
  if (!res.ok) throw new Error(`${options.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const server = await startServer(url, port);
try {
  const token = { authorization: `Bearer ${seed.tokens[0]}` };
  const board = (await probe({ url: `${base}${segments('country')}`, headers: token })) as {
    docs: unknown[];
  };
  const insights = (await probe(asAdmin(insightsPath))) as Record<string, unknown>;
  console.log(
    `groups by country: ${board.docs.length}; insights: ${insights.registered} registered, ${insights.active} active, ${insights.activeLast7Days} in the last 7 days, ${insights.totalKm} km, forecast ${insights.forecastKm} km`,
  );
  for (const event of seed.rankEvents) {
    const me = (await probe(myGroupRank(event))) as { rank: number; totalMember: number };
    const verdict =
      me.rank === event.worstStaffRank ? 'as expected' : `expected ${event.worstStaffRank}`;
    console.log(
      `my rank within Staff at ${event.participants}: ${me.rank} of ${me.totalMember} (${verdict})`,
    );
  }

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [rotating(segments('userType'))] });
  await measure('warm-up', { ...asAdmin(insightsPath), duration: 3 });

  const rows = [await measure('GET /api/health (select 1)', { url: `${base}/api/health` })];
  for (const by of ['userType', 'country', 'team']) {
    rows.push(
      await measure(`GET ranking/segments by ${by}`, {
        url: base,
        requests: [rotating(segments(by))],
      }),
    );
  }
  rows.push(await measure('GET /api/events/:id/insights (admin)', asAdmin(insightsPath)));
  rows.push(
    await measure('GET ranking/all within Staff, page 1', {
      url: base,
      requests: [
        rotating(`/api/activities/ranking/all?event_id=${seed.insightsEvent}&userType=Staff`),
      ],
    }),
  );
  const [small, large] = seed.rankEvents;
  await measure('warm-up', { ...myGroupRank(large!), duration: 3 });
  const meSmall = await measure('GET ranking/me within Staff, last of 10,000', myGroupRank(small!));
  const meLarge = await measure(
    'GET ranking/me within Staff, last of 1,000,000',
    myGroupRank(large!),
  );
  rows.push(meSmall, meLarge);
  printTable(rows);
  const health = rows[0]!.requestsPerSecond;
  console.log('\nthroughput / health:');
  for (const r of rows.slice(1))
    console.log(`  ${r.name}: ${(r.requestsPerSecond / health).toFixed(2)}`);
  console.log(
    `my rank within a group, 1,000,000 / 10,000 participants: throughput ${(meLarge.requestsPerSecond / meSmall.requestsPerSecond).toFixed(2)}, p50 ${meSmall.p50} -> ${meLarge.p50} ms, p99 ${meSmall.p99} -> ${meLarge.p99} ms`,
  );
} finally {
  server.kill('SIGTERM');
}
