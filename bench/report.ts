// Issue 11 benchmark, reports: on the social seed (10,000 users with activities, an event of
// 100,000 participants, 90 % of them with an activity), users spread over 8 countries and
// the 4 user types, signed in as an administrator:
// - the detail download of the whole 100,000-participant event (type 2): time, size and the
//   server's peak resident memory (VmHWM) against its resident memory before;
// - the summary of each report type (1: all 100,000 participants, 2-4: the event);
// - a detail page (type 4, everyone, page 1 and page 500; one cell, page 1);
// each at 10 concurrent connections for 5 s after a warm-up. Prints figures; asserts nothing.
import fs from 'node:fs';
import pg from 'pg';
import { freshDatabase, measure, printTable, sha256, startServer } from './lib';
import { seedSocial } from './seed-social';

const port = Number(process.env.BENCH_PORT ?? 3213);
const base = `http://127.0.0.1:${port}`;
const adminToken = 'bench-admin-token-0000000001';
const headers = { authorization: `Bearer ${adminToken}` };

const url = await freshDatabase('cc_bench_report');
console.log('seeding 10,000 users with activities and an event of 100,000 participants ...');
const started = Date.now();
const { rankingEvents } = await seedSocial(url, { rankingEvents: [100_000] });
const eventId = rankingEvents[0]!.eventId;
await spreadUsers(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * Spreads the seeded users over 8 countries, the 4 user types and varied names (the seed
 * makes them all DE Staff or GB Customer, named "User n" and "Runner n"), and signs an
 * administrator in.
 */
async function spreadUsers(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `update users set
       country = (array['DE','AT','CH','GB','FR','PL','US','IT'])[1 + abs(hashtext(id::text)) % 8],
       user_type = (array['Customer','Family','Supplier','Staff'])[1 + abs(hashtext(id::text || 't')) % 4],
       last_name = (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker',
                          'Schulz','Hoffmann','Smith','Jones','Öztürk','Nowak','Rossi','Dubois'])
                   [1 + abs(hashtext(id::text || 'l')) % 16] || ' ' || substr(md5(id::text), 1, 4),
       first_name = (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hugo'])
                    [1 + abs(hashtext(id::text || 'f')) % 8]`,
  );
  const { rows } = await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, country,
                        role, verified_at, first_time_login, language)
     values (gen_random_uuid(), 'bench-admin@example.com', 'x', 'Bench', 'Admin', 'Bench Admin',
             'DE', 'admin', now(), false, 'EN')
     returning id`,
  );
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [rows[0].id, sha256(adminToken)],
  );
  await db.query('analyze');
  await db.end();
}

/** Resident memory of a process now and its peak so far, in MiB (Linux). */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** One checked GET; answers the body and how long it took in ms. */
async function timedGet(path: string) {
  const start = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
  return { ms: performance.now() - start, body, res };
}

const summary = (type: number) =>
  `/api/users/report/countryAndType?type=${type}${type === 1 ? '' : `&eventId=${eventId}`}`;
const detail = (query: string) => `/api/users/report/countryAndTypeDetails?${query}`;

const server = await startServer(url, port);
try {
  const pid = server.pid!;
  // One small call first, so the download starts from a server that has loaded its code.
  const first = await timedGet(summary(2));
  const counts = JSON.parse(first.body.toString()) as { totals: { total: number } };
  console.log(`type 2 counts ${counts.totals.total} participants`);
  const before = memoryOf(pid);
  const download = await timedGet(
    `/api/users/report/countryAndTypeDetails/download?type=2&eventId=${eventId}`,
  );
  const after = memoryOf(pid);
  console.log(
    `detail download, type 2, everyone: ${(download.ms / 1000).toFixed(2)} s, ` +
      `${(download.body.length / 1024 / 1024).toFixed(1)} MiB, ` +
      `${download.res.headers.get('content-disposition')}`,
  );
  console.log(
    `server memory: resident ${before.rss.toFixed(0)} MiB before (peak so far ${before.peak.toFixed(0)}), ` +
      `peak ${after.peak.toFixed(0)} MiB by the end of the download`,
  );
  for (const type of [1, 2, 3, 4]) {
    const once = await timedGet(summary(type));
    console.log(`summary type ${type}, one call: ${once.ms.toFixed(0)} ms`);
  }
  const cellPath = detail(`type=4&eventId=${eventId}&country=DE&userType=Staff&limit=10`);
  const paths = {
    'detail type 4, everyone, page 1': detail(`type=4&eventId=${eventId}&limit=10`),
    'detail type 4, everyone, page 500': detail(`type=4&eventId=${eventId}&limit=10&page=500`),
    'detail type 4, DE Staff, page 1': cellPath,
  };
  for (const [name, path] of Object.entries(paths)) {
    const once = await timedGet(path);
    const body = JSON.parse(once.body.toString()) as { totalDocs: number };
    console.log(`${name}, one call: ${once.ms.toFixed(0)} ms (${body.totalDocs} people)`);
  }

  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: `${base}${summary(2)}`, headers, duration: 3 });
  const figures = [await measure('GET /api/health (select 1)', { url: `${base}/api/health` })];
  for (const type of [1, 2, 3, 4]) {
    figures.push(
      await measure(`GET summary type ${type}`, {
        url: `${base}${summary(type)}`,
        headers,
        duration: 5,
      }),
    );
  }
  for (const [name, path] of Object.entries(paths)) {
    figures.push(await measure(`GET ${name}`, { url: `${base}${path}`, headers, duration: 5 }));
  }
  printTable(figures);
  console.log(
    `server peak resident memory over the whole run: ${memoryOf(pid).peak.toFixed(0)} MiB`,
  );
} finally {
  server.kill('SIGTERM');
}
