// Issue 11 benchmark, communications: one notification communication to 10,000 generated
// participants on PostgreSQL. Prints the time to enqueue (the POST's answer time) and the
// time until the status is `sent`; then a second communication during which the server
// process is killed (SIGKILL) mid-way and started again, with the final count of type-1000
// notifications and of recipients of that communication (both must be exactly 10,000).
// Prints figures; asserts nothing on time.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { benchToken, freshDatabase, sha256, startServer } from './lib';

const PARTICIPANTS = 10_000;
const port = Number(process.env.BENCH_PORT ?? 3213);
const base = `http://127.0.0.1:${port}`;

const url = await freshDatabase('cc_bench_communications');
const db = new pg.Client({ connectionString: url });
await db.connect();

console.log(`seeding ${PARTICIPANTS.toLocaleString('en')} participants and one administrator ...`);
await db.query(
  `insert into users (id, email, password_hash, first_name, last_name, display_name, user_type,
                      country, verified_at, first_time_login, language)
   select gen_random_uuid(), 'comm' || i || '@example.com', 'x', 'Bench', 'User ' || i,
          'Bench User ' || i, 'Staff', 'DE', now(), false, case when i % 3 = 0 then 'DE' else 'EN' end
   from generate_series(1, $1) i`,
  [PARTICIPANTS],
);
const adminToken = benchToken(0);
await db.query(
  `with admin as (
     insert into users (id, email, password_hash, first_name, last_name, display_name, country,
                        role, verified_at, first_time_login, language)
     values (gen_random_uuid(), 'admin@example.com', 'x', 'Bench', 'Admin', 'Bench Admin', 'DE',
             'admin', now(), false, 'DE')
     returning id)
   insert into sessions (id, user_id, token_hash, expires_at)
   select gen_random_uuid(), id, $1, now() + interval '1 day' from admin`,
  [sha256(adminToken)],
);

/** POSTs a notification to everyone; answers its id and the answer time in ms. */
async function send(name: string): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/communications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      messages: { de: '<p>Halbzeit!</p>', en: '<p>Half time!</p>' },
      select: 'notification',
      type: 'all',
    }),
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
  return { id: ((await res.json()) as { _id: string })._id, ms };
}

interface Progress {
  status: string;
  sent: number;
  total: number;
}

async function progress(id: string): Promise<Progress> {
  const { rows } = await db.query(
    'select status, sent_count as sent, total_count as total from communications where id = $1',
    [id],
  );
  return rows[0] as Progress;
}

/** Polls every 10 ms until `done` holds; answers the progress then. */
async function waitUntil(id: string, done: (p: Progress) => boolean, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const p = await progress(id);
    if (done(p)) return p;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(p)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Type-1000 notifications of a communication, how many people have them, and recipients. */
async function counts(id: string) {
  const { rows } = await db.query(
    `select (select count(*)::int from notifications where type = 1000 and model_id = $1) as notifications,
            (select count(distinct user_id)::int from notifications where type = 1000 and model_id = $1) as people,
            (select count(*)::int from communication_recipients where communication_id = $1) as recipients,
            (select count(*)::int from communication_recipients where communication_id = $1 and state = 'sent') as sent`,
    [id],
  );
  return rows[0] as { notifications: number; people: number; recipients: number; sent: number };
}

let server: ChildProcess = await startServer(url, port);
try {
  // One signed-in call first, so the timed POST is not the process's first request.
  const warm = await fetch(`${base}/api/communications`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!warm.ok) throw new Error(`GET /api/communications answered ${warm.status}`);

  // Run 1: undisturbed.
  const first = await send('Run 1');
  const started = performance.now();
  await waitUntil(first.id, (p) => p.status === 'sent');
  const deliveredMs = performance.now() - started;
  const c1 = await counts(first.id);
  console.log('\nrun 1 (undisturbed)');
  console.log(`  enqueue (POST answer): ${first.ms.toFixed(1)} ms`);
  console.log(`  POST answer to status sent: ${(deliveredMs / 1000).toFixed(2)} s`);
  console.log(
    `  notifications ${c1.notifications}, people ${c1.people}, recipients ${c1.recipients}`,
  );

  // Run 2: the server is killed mid-way and started again.
  const second = await send('Run 2');
  const started2 = performance.now();
  const atKill = await waitUntil(second.id, (p) => p.sent >= 2_000 || p.status === 'sent');
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));
  const killedAt = performance.now();
  console.log('\nrun 2 (server killed with SIGKILL mid-way, then started again)');
  console.log(`  enqueue (POST answer): ${second.ms.toFixed(1)} ms`);
  console.log(
    `  killed at ${((killedAt - started2) / 1000).toFixed(2)} s with ${atKill.sent} of ${atKill.total} sent (status ${atKill.status})`,
  );
  server = await startServer(url, port);
  const restartedAt = performance.now();
  await waitUntil(second.id, (p) => p.status === 'sent');
  const finishedAt = performance.now();
  const c2 = await counts(second.id);
  const final = await progress(second.id);
  console.log(
    `  restarted in ${((restartedAt - killedAt) / 1000).toFixed(2)} s; sent ${((finishedAt - restartedAt) / 1000).toFixed(2)} s later (the dead process's lease of 30 s runs out first)`,
  );
  console.log(
    `  final: notifications ${c2.notifications}, people ${c2.people}, recipients ${c2.recipients} (sent ${c2.sent}), sentCount ${final.sent}, totalCount ${final.total}`,
  );
  if (c2.notifications !== PARTICIPANTS || c2.people !== PARTICIPANTS) {
    console.error('NOT EXACTLY ONCE');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await db.end();
}
