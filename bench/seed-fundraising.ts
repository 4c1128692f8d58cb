import pg from 'pg';
import { EVENT_TOTAL_SHARDS } from '../apps/server/src/db/event-totals';
import { hashPassword } from '../apps/server/src/platform/passwords';
import { benchToken, sha256 } from './lib';

/** Sizes of the fundraising load of issue 24. */
export interface FundraisingSeedOptions {
  /** Participants of the event. */
  participants: number;
  /** Accounts that did not join (they are team members too, as in a company). */
  outsiders: number;
  teams: number;
  /** Participants signed in (tokens benchToken(i)). */
  sessions: number;
}

/** The seeded event, its participants' tokens and the administrator's. */
export interface SeededFundraising {
  eventId: string;
  tokens: string[];
  adminToken: string;
}

const defaults: FundraisingSeedOptions = {
  participants: 100_000,
  outsiders: 5_000,
  teams: 100,
  sessions: 1_000,
};

/** Ids made from a number, a different first group per table (as in seed-social.ts). */
const seqId = (table: number, n: string) =>
  `('${table.toString(16).padStart(8, '0')}-0000-7000-8000-' || lpad(to_hex((${n})::bigint), 12, '0'))::uuid`;
const userId = (n: string) => seqId(1, n);
const teamId = (n: string) => seqId(7, n);
/** A number's id as the seed spells it in JavaScript, for pledge terms. */
const idOf = (table: number, n: number) =>
  `${table.toString(16).padStart(8, '0')}-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The load of issue 24 in set-based SQL: `teams` teams; `participants` + `outsiders`
 * verified users, each in team i % teams except every 97th (no team); one running event the
 * first `participants` joined, with totals as activities would have left them (0 km for one
 * in seven, otherwise 0.1 to 150 km, about 2.5 km a day; miles and activity counts to
 * match), the event's totals over its 16 shard rows, its team totals over 8 shard rows a
 * team and its rank counts equal to those totals; a cause and 50 pledges (event-wide per km
 * with caps, per km for 20 teams, per km for 10 participants, fixed amounts, matches of
 * every scope) with 25 payments; sessions for the first `sessions`
 * participants and one administrator.
 */
export async function seedFundraising(
  databaseUrl: string,
  options: Partial<FundraisingSeedOptions> = {},
): Promise<SeededFundraising> {
  const opts = { ...defaults, ...options };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await hashPassword('bench-pass');
  const users = opts.participants + opts.outsiders;
  await db.query('begin');
  // Every row references rows made by number here: skip the foreign-key and rank triggers
  // (the seed connects as a superuser) and write the rank counts below.
  await db.query('set local session_replication_role = replica');
  await db.query(
    `insert into teams (id, name) select ${teamId('t')}, 'Team ' || lpad(t::text, 3, '0')
     from generate_series(0, $1 - 1) as t`,
    [opts.teams],
  );
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        user_type, country, verified_at, first_time_login, team_id)
     select ${userId('i')}, 'walker' || p || '@example.com', $1, 'Walker', 'No ' || p,
            'Walker ' || p, 'walker no ' || p || ' walker ' || p, 'Staff', 'DE', now(), false,
            case when i % 97 = 0 then null else ${teamId('i % $3')} end
     from generate_series(0, $2 - 1) as i cross join lateral lpad(i::text, 6, '0') as p`,
    [hash, users, opts.teams],
  );
  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), 'Benchmark fundraising challenge', '', current_date - 30,
             current_date + 30, 300000000, 186411358)
     returning id`,
  );
  const eventId = rows[0].id as string;
  // The triggers are off (replica role): each participation gets its user's team here, as
  // the insert trigger of migration 0012 would copy it.
  await db.query(
    `insert into event_participants (event_id, user_id, total_km_tenths, total_mile_tenths, activity_count, team_id)
     select $1, ${userId('i')}, km, round(km * 0.621371192)::bigint, (km + 79) / 80,
            case when i % 97 = 0 then null else ${teamId('i % $3')} end
     from generate_series(0, $2 - 1) as i
     cross join lateral (select case when i % 7 = 3 then 0
                                     else (i::bigint * 7919) % 1500 + 1 end as km) as v
     order by km, i`,
    [eventId, opts.participants, opts.teams],
  );
  await db.query(`update events set participant_count = $2 where id = $1`, [
    eventId,
    opts.participants,
  ]);
  // The shard a participant's activities went to is random in the app; by user number here.
  await db.query(
    `insert into event_totals (event_id, shard, total_km_tenths, total_mile_tenths)
     select $1, s, coalesce(sum(p.total_km_tenths), 0), coalesce(sum(p.total_mile_tenths), 0)
     from generate_series(0, $2 - 1) as s
     left join event_participants p on p.event_id = $1
       and ('x' || right(p.user_id::text, 8))::bit(32)::int % $2 = s
     group by s`,
    [eventId, EVENT_TOTAL_SHARDS],
  );
  // The kept team totals (migration 0012), spread over 8 shards as activity writes spread them.
  await db.query(
    `insert into event_team_totals (event_id, team_id, shard, total_km_tenths)
     select $1, team_id, ('x' || right(user_id::text, 8))::bit(32)::int & 7, sum(total_km_tenths)
     from event_participants where event_id = $1 and team_id is not null group by 2, 3`,
    [eventId],
  );
  await db.query(
    `insert into event_rank_counts (event_id, level, value, n)
     select $1, 0, total_km_tenths, count(*) from event_participants where event_id = $1 group by 3
     union all
     select $1, 1, total_km_tenths / 1000, count(*) from event_participants where event_id = $1 group by 3`,
    [eventId],
  );

  await db.query(
    `insert into event_fundraising (event_id, currency, charity_name, charity_url, description)
     values ($1, 'EUR', 'Benchmark Children’s Hospital', 'https://example.org/hospital', 'Every kilometre counts.')`,
    [eventId],
  );
  const pledges = pledgeTerms(opts.teams);
  for (const [n, p] of pledges.entries()) {
    await db.query(
      `insert into pledges (id, event_id, sponsor_name, sponsor_email, kind, scope, team_id, user_id,
                            rate_per_km_minor, amount_minor, match_percent, cap_minor, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(mins => $13))`,
      [
        idOf(8, n),
        eventId,
        `Sponsor ${n + 1}`,
        `sponsor${n + 1}@example.com`,
        p.kind,
        p.scope,
        p.team === undefined ? null : idOf(7, p.team),
        p.user === undefined ? null : idOf(1, p.user),
        p.rate ?? null,
        p.amount ?? null,
        p.percent ?? null,
        p.cap ?? null,
        pledges.length - n,
      ],
    );
  }
  await db.query(
    `insert into pledge_payments (id, pledge_id, event_id, amount_minor, paid_on, reference)
     select gen_random_uuid(), ${seqId(8, 'k * 2')}, $1, 10000 + k * 100, current_date - k,
            'Transfer ' || k
     from generate_series(0, 24) as k`,
    [eventId],
  );

  const tokens = Array.from({ length: opts.sessions }, (_, i) => benchToken(i));
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     select gen_random_uuid(), ${userId('i - 1')}, h, now() + interval '1 day'
     from unnest($1::text[]) with ordinality as t(h, i)`,
    [tokens.map(sha256)],
  );
  const adminToken = benchToken(9_999_999);
  const { rows: admins } = await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        country, role, verified_at, first_time_login)
     values (gen_random_uuid(), 'admin@example.com', $1, 'Bench', 'Admin', 'Bench Admin',
             'bench admin', 'DE', 'admin', now(), false)
     returning id`,
    [hash],
  );
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [admins[0].id, sha256(adminToken)],
  );
  await db.query('commit');
  await db.query('analyze');
  await db.end();
  return { eventId, tokens, adminToken };
}

/** One pledge's terms; teams and users by number. */
interface Terms {
  kind: 'perKm' | 'fixed' | 'match';
  scope: 'event' | 'team' | 'participant';
  team?: number;
  user?: number;
  rate?: number;
  amount?: number;
  percent?: number;
  cap?: number;
}

/**
 * The 50 pledges: 10 event-wide per km (5 to 50 cents, capped; the first five caps reached),
 * 20 per km for teams 0, 5, 10, ... (every second with a cap), 10 per km for participants
 * 0, 1,000, 2,000, ... (every second with a cap), 5 fixed amounts, and 5 matches: two
 * event-wide (50 % capped, 100 %), two for pledged teams and one for a pledged participant.
 */
function pledgeTerms(teams: number): Terms[] {
  const terms: Terms[] = [];
  for (let k = 0; k < 10; k++) {
    const cap = (k < 5 ? 30_000_000 : 35_000_000) * (k + 1);
    terms.push({ kind: 'perKm', scope: 'event', rate: 5 * (k + 1), cap });
  }
  for (let k = 0; k < 20; k++) {
    const cap = k % 2 === 0 ? 1_500_000 : undefined;
    terms.push({ kind: 'perKm', scope: 'team', team: (k * 5) % teams, rate: 20 + k, cap });
  }
  for (let k = 0; k < 10; k++) {
    const cap = k % 2 === 0 ? 1_000 : undefined;
    terms.push({ kind: 'perKm', scope: 'participant', user: k * 1_000 + 1, rate: 100, cap });
  }
  for (let k = 0; k < 5; k++) {
    terms.push({ kind: 'fixed', scope: 'event', amount: 100_000 * (k + 1) });
  }
  terms.push({ kind: 'match', scope: 'event', percent: 50, cap: 10_000_000 });
  terms.push({ kind: 'match', scope: 'event', percent: 100 });
  terms.push({ kind: 'match', scope: 'team', team: 0, percent: 50, cap: 200_000 });
  terms.push({ kind: 'match', scope: 'team', team: 5, percent: 25 });
  terms.push({ kind: 'match', scope: 'participant', user: 1, percent: 100, cap: 500 });
  return terms;
}
