// Issues 4 and 14 benchmark, feed: GET /api/activities/newFeedsAll (page 1 and a deeper
// page), rotating over 1,000 signed-in users, at 10 concurrent connections, measured in the
// same run against a trivial single-query route (GET /api/health runs `select 1`), on
// PostgreSQL with 100,000 participants (about 50 friends each; 60 % Public, 30 % Friends,
// 10 % Private), 200,000 activities, 100,000 photos, 1,000,000 likes and 400,000 comments;
// then the bytes of one page. Prints figures; asserts nothing on time.
import {
  answerBytes,
  freshDatabase,
  measure,
  printBytes,
  printTable,
  rotatingRequest,
  startServer,
} from './lib';
import { seedSocial } from './seed-social';

const port = Number(process.env.BENCH_PORT ?? 3211);
const base = `http://127.0.0.1:${port}`;
/** The deeper page: 10 posts per page, so it skips 490 visible posts. */
const DEEP_PAGE = 50;

const url = await freshDatabase('cc_bench_feed');
/** Participants of the feed's event (issue 14 measures the feed at 100,000). */
const USERS = 100_000;
console.log(`seeding ${USERS} users with friends, ${2 * USERS} activities, likes, comments ...`);
const started = Date.now();
// The feed needs no ranking events: skip the million-participant one.
const { tokens } = await seedSocial(url, {
  users: USERS,
  activities: 2 * USERS,
  rankingEvents: [],
});
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** A GET of `path` that signs in as the next of the seeded users on every request. */
const rotating = (path: string) => rotatingRequest(tokens, { method: 'GET', path });

const server = await startServer(url, port);
try {
  const firstPage = '/api/activities/newFeedsAll?page=1&limit=10';
  const deepPage = `/api/activities/newFeedsAll?page=${DEEP_PAGE}&limit=10`;
  // One checked call first: a missing route or a failing query should stop the run, not be timed.
  const probe = await fetch(`${base}${firstPage}`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  if (!probe.ok) throw new Error(`${firstPage} answered ${probe.status}: ${await probe.text()}`);
  const page = (await probe.json()) as { docs: unknown[] };
  console.log(`page 1 has ${page.docs.length} posts`);

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [rotating(firstPage)] });

  const trivial = await measure('GET /api/health (select 1)', { url: `${base}/api/health` });
  const feed = await measure('GET newFeedsAll page 1', {
    url: base,
    requests: [rotating(firstPage)],
  });
  const deep = await measure(`GET newFeedsAll page ${DEEP_PAGE}`, {
    url: base,
    requests: [rotating(deepPage)],
  });
  printTable([trivial, feed, deep]);
  const ratio = (f: typeof feed) => (f.requestsPerSecond / trivial.requestsPerSecond).toFixed(2);
  console.log(`\nfeed page 1 / trivial throughput: ${ratio(feed)} (p99 ${feed.p99} ms)`);
  console.log(`feed page ${DEEP_PAGE} / trivial throughput: ${ratio(deep)} (p99 ${deep.p99} ms)`);
  printBytes('feed page 1', await answerBytes(`${base}${firstPage}`, tokens[0]!));
} finally {
  server.kill('SIGTERM');
}
