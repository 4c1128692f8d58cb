// Issues 4, 14 and 28 benchmark, feed: the tab all (GET /api/activities/newFeedsAll) and the
// friends tab (GET /api/activities/newFeedsFriend), page 1 and a deeper page of each,
// rotating over 1,000 signed-in users, at 10 concurrent connections, measured in the same
// run against a trivial single-query route (GET /api/health runs `select 1`), on PostgreSQL
// with 100,000 participants (about 50 friends each; 60 % Public, 30 % Friends, 10 %
// Private), 200,000 activities, 100,000 photos, 1,000,000 likes and 400,000 comments; then
// the bytes of one page. Prints figures; asserts nothing on time.
//
// BENCH_FEED_USERS=<n> seeds fewer participants for a quick look (the figures to report come
// from the default size). BENCH_FEED_REUSE=1 measures the database the previous run seeded
// without seeding it again: with BENCH_SERVER, another build on the same data.
// BENCH_FEED_DAILY=1 then gives the first 1,100 participants (the signed-in ones and their
// friends) a post a day for 28 days, through the app's triggers: friends who post daily
// during a month-long challenge (decision 089).
import {
  answerBytes,
  benchDatabaseUrl,
  benchToken,
  freshDatabase,
  measure,
  measureWithCpu,
  printBytes,
  printTable,
  rotatingRequest,
  startServer,
} from './lib';
import { addDailyPosts, seedSocial } from './seed-social';

const port = Number(process.env.BENCH_PORT ?? 3211);
const base = `http://127.0.0.1:${port}`;
const DATABASE = 'cc_bench_feed';
/** The deeper page of tab all: 10 posts per page, so it skips 490 visible posts. */
const DEEP_PAGE = 50;
/**
 * The deeper page of the friends tab: a participant's friends have about 90 posts they may
 * see (2 activities each, a tenth of the friends Private), so page 5 (posts 41-50) lies well
 * inside them where page 50 would be empty.
 */
const FRIENDS_DEEP_PAGE = 5;
/** The signed-in participants the requests rotate over (the seed's first users). */
const SESSIONS = 1_000;
/** Participants of the feed's event (issues 14 and 28 measure the feed at 100,000). */
const USERS = Number(process.env.BENCH_FEED_USERS ?? 100_000);

let url: string;
let tokens: string[];
if (process.env.BENCH_FEED_REUSE === '1') {
  url = benchDatabaseUrl(DATABASE);
  tokens = Array.from({ length: SESSIONS }, (_, i) => benchToken(i));
  console.log(`measuring the database ${DATABASE} as the previous run seeded it`);
} else {
  url = await freshDatabase(DATABASE);
  console.log(`seeding ${USERS} users with friends, ${2 * USERS} activities, likes, comments ...`);
  const started = Date.now();
  // The feed needs no ranking events: skip the million-participant one.
  ({ tokens } = await seedSocial(url, {
    users: USERS,
    activities: 2 * USERS,
    sessions: SESSIONS,
    rankingEvents: [],
  }));
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (process.env.BENCH_FEED_DAILY === '1') {
  const started = Date.now();
  const added = await addDailyPosts(url, { users: 1_100, days: 28 });
  console.log(`added ${added} daily posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A GET of `path` that signs in as the next of the seeded users on every request. */
const rotating = (path: string) => rotatingRequest(tokens, { method: 'GET', path });

/** One checked call first: a missing route or a failing query should stop the run, not be timed. */
async function probe(path: string): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { docs: unknown[] }).docs.length;
}

const server = await startServer(url, port);
try {
  const allPath = (page: number) => `/api/activities/newFeedsAll?page=${page}&limit=10`;
  const friendsPath = (page: number) => `/api/activities/newFeedsFriend?page=${page}&limit=10`;
  const firstPage = allPath(1);
  console.log(`tab all page 1 has ${await probe(firstPage)} posts`);
  console.log(`friends tab page 1 has ${await probe(friendsPath(1))} posts`);
  console.log(
    `friends tab page ${FRIENDS_DEEP_PAGE} has ${await probe(friendsPath(FRIENDS_DEEP_PAGE))} posts`,
  );

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [rotating(firstPage)] });
  await measure('warm-up', { url: base, duration: 3, requests: [rotating(friendsPath(1))] });

  const trivial = await measure('GET /api/health (select 1)', { url: `${base}/api/health` });
  const timed = (name: string, path: string) =>
    measureWithCpu(server, url, name, { url: base, requests: [rotating(path)] });
  const feed = await timed('GET newFeedsAll page 1', firstPage);
  const deep = await timed(`GET newFeedsAll page ${DEEP_PAGE}`, allPath(DEEP_PAGE));
  const friends = await timed('GET newFeedsFriend page 1', friendsPath(1));
  const friendsDeep = await timed(
    `GET newFeedsFriend page ${FRIENDS_DEEP_PAGE}`,
    friendsPath(FRIENDS_DEEP_PAGE),
  );
  printTable([trivial, feed, deep, friends, friendsDeep]);
  const ratio = (f: typeof feed) => (f.requestsPerSecond / trivial.requestsPerSecond).toFixed(2);
  const line = (name: string, f: typeof feed) =>
    console.log(`${name} / trivial throughput: ${ratio(f)} (p99 ${f.p99} ms)`);
  console.log('');
  line('feed page 1', feed);
  line(`feed page ${DEEP_PAGE}`, deep);
  line('friends tab page 1', friends);
  line(`friends tab page ${FRIENDS_DEEP_PAGE}`, friendsDeep);
  printBytes('feed page 1', await answerBytes(`${base}${firstPage}`, tokens[0]!));
} finally {
  server.kill('SIGTERM');
}
