// Issue 24 benchmark, fundraising: GET /api/events/:id/fundraising of an event with 100,000
// participants (spread over 100 teams) and 50 pledges of every kind and scope, as a
// participant (rotating over 1,000 signed-in participants) and as an administrator (sponsor
// e-mails and payments too), at 10 concurrent connections, against a trivial single-query
// route (GET /api/health runs `select 1`) in the same run, then as a participant on one
// connection (the latency without queueing). Checks the answer's money against
// the pledge terms and totals computed here first. Prints figures and ratios; asserts
// nothing on time.
import { computeOwed, type PledgeBasis } from '@cc/shared/fundraising/fundraising.money';
import pg from 'pg';
import {
  answerBytes,
  freshDatabase,
  measure,
  measureWithCpu,
  printBytes,
  printTable,
  rotatingRequest,
  startServer,
} from './lib';
import { type SeededFundraising, seedFundraising } from './seed-fundraising';

const port = Number(process.env.BENCH_PORT ?? 3214);
const base = `http://127.0.0.1:${port}`;
/** The goal for the fundraising read, p99 in milliseconds. */
const P99_TARGET_MS = 20;

const url = await freshDatabase('cc_bench_fundraising');
console.log('seeding 100,000 participants in 100 teams, 1 event, a cause and 50 pledges ...');
const started = Date.now();
const seeded = await seedFundraising(url);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const expected = await expectedRaised(url, seeded);

const server = await startServer(url, port);
try {
  const path = `/api/events/${seeded.eventId}/fundraising`;
  await checkAnswer(path, seeded.adminToken, 'admin');
  await checkAnswer(path, seeded.tokens[0]!, 'participant');

  const asParticipant = rotatingRequest(seeded.tokens, { method: 'GET', path });
  const asAdmin = {
    url: `${base}${path}`,
    headers: { authorization: `Bearer ${seeded.adminToken}` },
  };
  await measure('warm-up', { url: `${base}/api/health`, duration: 3 });
  await measure('warm-up', { url: base, duration: 3, requests: [asParticipant] });
  await measure('warm-up', { ...asAdmin, duration: 3 });

  const trivial = await measureWithCpu(server, url, 'GET /api/health (select 1)', {
    url: `${base}/api/health`,
  });
  const participant = await measureWithCpu(
    server,
    url,
    'GET fundraising, participant (100,000, 50 pledges)',
    {
      url: base,
      requests: [asParticipant],
    },
  );
  const admin = await measureWithCpu(
    server,
    url,
    'GET fundraising, admin (100,000, 50 pledges)',
    asAdmin,
  );
  // One connection: the latency of a read alone, without queueing behind nine others.
  const alone = await measureWithCpu(server, url, 'GET fundraising, participant, 1 connection', {
    url: base,
    connections: 1,
    requests: [rotatingRequest(seeded.tokens, { method: 'GET', path })],
  });
  printTable([trivial, participant, admin, alone]);
  for (const f of [participant, admin]) {
    const verdict = f.p99 <= P99_TARGET_MS ? 'met' : 'MISSED';
    console.log(
      `${f.name} / trivial throughput: ${(f.requestsPerSecond / trivial.requestsPerSecond).toFixed(2)}; p99 ${f.p99} ms (target ${P99_TARGET_MS} ms: ${verdict})`,
    );
  }
  printBytes('fundraising, participant', await answerBytes(`${base}${path}`, seeded.tokens[0]!));
  printBytes('fundraising, admin', await answerBytes(`${base}${path}`, seeded.adminToken));
} finally {
  server.kill('SIGTERM');
}

/**
 * The money raised, computed here from the seeded terms and totals (the team sums by one
 * grouped join over every participant, not the app's per-team walk), with the shared model.
 */
async function expectedRaised(databaseUrl: string, seed: SeededFundraising) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `with team_km as (
       select u.team_id, sum(ep.total_km_tenths) km from event_participants ep
       join users u on u.id = ep.user_id where ep.event_id = $1 group by u.team_id)
     select p.id, p.kind, p.scope, p.team_id, p.user_id, p.rate_per_km_minor, p.amount_minor,
            p.match_percent, p.cap_minor,
            case p.scope
              when 'event' then (select sum(total_km_tenths) from event_totals where event_id = $1)
              when 'team' then coalesce((select km from team_km t where t.team_id = p.team_id), 0)
              else coalesce((select total_km_tenths from event_participants
                             where event_id = $1 and user_id = p.user_id), 0)
            end km
     from pledges p where p.event_id = $1 order by p.created_at, p.id`,
    [seed.eventId],
  );
  await db.end();
  const num = (v: string | null) => (v === null ? null : Number(v));
  const bases: PledgeBasis[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    scope: r.scope,
    teamId: r.team_id,
    userId: r.user_id,
    ratePerKmMinor: num(r.rate_per_km_minor),
    amountMinor: num(r.amount_minor),
    matchPercent: num(r.match_percent),
    capMinor: num(r.cap_minor),
    kmTenths: Number(r.km),
  }));
  const owed = computeOwed(bases);
  return {
    raisedMinor: owed.reduce((sum, o) => sum + o.owedMinor, 0),
    capsReached: owed.filter((o) => o.capReached).length,
  };
}

/** One checked call: a missing route or a wrong sum should stop the run, not be timed. */
async function checkAnswer(path: string, token: string, who: string) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as {
    raisedMinor: number;
    pledges: Array<{ capReached: boolean; sponsorEmail?: string | null }>;
  };
  const emails = body.pledges.filter((p) => p.sponsorEmail).length;
  const verdict =
    body.raisedMinor === expected.raisedMinor ? 'as expected' : `expected ${expected.raisedMinor}`;
  console.log(
    `as ${who}: ${body.pledges.length} pledges, ${body.pledges.filter((p) => p.capReached).length} caps reached, raised ${body.raisedMinor} minor units (${verdict}), ${emails} sponsor e-mails`,
  );
  if (body.raisedMinor !== expected.raisedMinor) throw new Error('the money raised is wrong');
}
