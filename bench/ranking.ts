// Issue 4 benchmark, rankings: GET /api/activities/ranking/all page 1 of an event with
// 100,000 participants, rotating over 1,000 signed-in users, at 10 concurrent connections,
// against a trivial single-query route (GET /api/health runs `select 1`) in the same run;
// then the cost of "my rank" (GET /api/activities/ranking/me) for the worst-placed
// participant of an event with 10,000 and one with 1,000,000 participants (totals with many
// ties and a block of 0 km). Prints figures and ratios; asserts nothing on time.
import type autocannon from 'autocannon';
import {
  answerBytes,
  freshDatabase,
  measure,
  printBytes,
  printTable,
  rotatingRequest,
  startServer,
} from './lib';
import { type SeededRankingEvent, seedSocial } from './seed-social';

const port = Number(process.env.BENCH_PORT ?? 3212);
const base = `http://127.0.0.1:${port}`;

const url = await freshDatabase('cc_bench_ranking');
console.log(
  'seeding 10,000 users with activities and events of 10,000, 100,000 and 1,000,000 participants ...',
);
const started = Date.now();
const { tokens, rankingEvents } = await seedSocial(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const eventOf = (size: number) => rankingEvents.find((e) => e.participants === size)!;

/** A GET of `path` that signs in as the next of the seeded users on every request. */
const rotating = (path: string) => rotatingRequest(tokens, { method: 'GET', path });

/** GET ranking/me of `event` as its worst-placed participant. */
function myRankOf(event: SeededRankingEvent) {
  return {
    url: `${base}/api/activities/ranking/me?event_id=${event.eventId}`,
    headers: { authorization: `Bearer ${event.worstToken}` },
  } satisfies autocannon.Options;
}

/** Calls ranking/me once and checks the rank rule 15 gives the worst-placed participant. */
async function checkMyRank(event: SeededRankingEvent) {
  const options = myRankOf(event);
  const res = await fetch(options.url, { headers: options.headers });
  if (!res.ok) throw new Error(`ranking/me answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { rank: number; totalMember: number };
  const verdict = body.rank === event.worstRank ? 'as expected' : `expected ${event.worstRank}`;
  console.log(
    `my rank at ${event.participants} participants: ${body.rank} of ${body.totalMember} (${verdict})`,
  );
}

const server = await startServer(url, port);
try {
  const hundredK = eventOf(100_000);
  const allPath = `/api/activities/ranking/all?event_id=${hundredK.eventId}&page=1&limit=10`;
  // Checked calls first: a missing route or a failing query should stop the run, not be timed.
  const probe = await fetch(`${base}${allPath}`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  if (!probe.ok) throw new Error(`ranking/all answered ${probe.status}: ${await probe.text()}`);
  console.log(`ranking/all: ${((await probe.json()) as { totalDocs: number }).totalDocs} ranked`);
  await checkMyRank(eventOf(10_000));
  await checkMyRank(eventOf(1_000_000));

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [rotating(allPath)] });
  await measure('warm-up', { ...myRankOf(eventOf(1_000_000)), duration: 3 });

  const trivial = await measure('GET /api/health (select 1)', { url: `${base}/api/health` });
  const all = await measure('GET ranking/all page 1 (100,000)', {
    url: base,
    requests: [rotating(allPath)],
  });
  const meSmall = await measure('GET ranking/me, last of 10,000', myRankOf(eventOf(10_000)));
  const meLarge = await measure('GET ranking/me, last of 1,000,000', myRankOf(eventOf(1_000_000)));
  printTable([trivial, all, meSmall, meLarge]);
  console.log(
    `\nranking/all / trivial throughput: ${(all.requestsPerSecond / trivial.requestsPerSecond).toFixed(2)} (p99 ${all.p99} ms)`,
  );
  printBytes('ranking/all page 1', await answerBytes(`${base}${allPath}`, tokens[0]!));
  console.log(
    `my rank, 1,000,000 / 10,000 participants: throughput ${(meLarge.requestsPerSecond / meSmall.requestsPerSecond).toFixed(2)}, p50 ${meSmall.p50} -> ${meLarge.p50} ms, p99 ${meSmall.p99} -> ${meLarge.p99} ms`,
  );
} finally {
  server.kill('SIGTERM');
}
