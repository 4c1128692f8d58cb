import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/passwords';
import { benchToken, recountEvent, sha256 } from './lib';

/** Sizes of the social load of issue 4. */
export interface SocialSeedOptions {
  /** Users with activities, friends and (the first `sessions` of them) sessions. */
  users: number;
  /** Accepted friendships each user starts (i befriends i+1..i+k mod users): 2k friends each. */
  friendsStarted: number;
  activities: number;
  sessions: number;
  /** Participants of each ranking event; beyond `users`, cheap extra accounts are added. */
  rankingEvents: number[];
}

/** One ranking event of the seed, with its worst-placed participant signed in. */
export interface SeededRankingEvent {
  eventId: string;
  participants: number;
  /** The participant the ranking lists last: 0 km, highest user id. */
  worstUserId: string;
  worstToken: string;
  /** The rank rule 15 gives them: everyone with more than 0 km, plus one. */
  worstRank: number;
}

const defaults: SocialSeedOptions = {
  users: 10_000,
  friendsStarted: 25,
  activities: 100_000,
  sessions: 1_000,
  rankingEvents: [10_000, 100_000, 1_000_000],
};

/**
 * Ids made from a number, a different first group per table (0000000T-0000-7000-8000-<n in
 * hex>): every set-based statement can name user n or activity a without a numbering table,
 * and ids rise with n, so index inserts append instead of landing on random pages.
 */
const seqId = (table: number, n: string) =>
  `('${table.toString(16).padStart(8, '0')}-0000-7000-8000-' || lpad(to_hex((${n})::bigint), 12, '0'))::uuid`;
const userId = (n: string) => seqId(1, n);
const activityId = (a: string) => seqId(2, a);
/** The owner (user number) of activity a: a bijection stride, so each user gets the same count. */
const ownerOf = (a: string, users: number) => `((${a})::bigint * 104729 % ${users})`;

/**
 * The load of issue 4 (feed and rankings), in set-based SQL: `users` verified users (60 %
 * Public, 30 % Friends, 10 % Private; photo and comment visibility mixed) with about 50
 * accepted friends each; one running event with all of them and `activities` activities
 * (every second one with a photo row; keys are fake, no files), 5 likes and 2 comments per
 * activity on average (500,000 and 200,000 for 100,000 activities) with exact counters;
 * sessions for the first `sessions` users (tokens benchToken(i)); then one event per size in
 * `rankingEvents` whose totals are random with many ties and a block of 0 km (the last
 * tenth of its participants), each with its worst-placed participant signed in.
 * Prints how long each part took.
 */
export async function seedSocial(databaseUrl: string, options: Partial<SocialSeedOptions> = {}) {
  const opts = { ...defaults, ...options };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await hashPassword('bench-pass');
  const step = timer();
  const n = opts.users;
  const a = opts.activities;

  await db.query('begin');
  await skipForeignKeyChecks(db);
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                        user_type, country, verified_at, first_time_login, activity_share,
                        activity_view_photo_and_comment)
     select ${userId('i')}, 'bench' || p || '@example.com', $1, 'Bench', 'User ' || p,
            'Bench User ' || p, 'bench user ' || p || ' bench user ' || p || ' bench' || p || '@example.com',
            'Staff', 'DE', now(), false,
            case when i % 10 < 6 then 'Public' when i % 10 < 9 then 'Friends' else 'Private' end,
            (array['Public', 'Friends', 'Private'])[1 + i % 3]
     from generate_series(0, $2 - 1) as i cross join lateral lpad(i::text, 7, '0') as p`,
    [hash, n],
  );
  // Pairs {i, i+k mod n} with k <= friendsStarted < n/2 are all distinct, unordered too.
  await db.query(
    `insert into friendships (id, sender_id, receiver_id, status, accepted_at)
     select ${seqId(3, 'i * $2 + k')}, ${userId('i')}, ${userId('(i + k) % $1')}, 'accepted', now()
     from generate_series(0, $1 - 1) as i cross join generate_series(1, $2) as k`,
    [n, opts.friendsStarted],
  );
  step(`${n} users, ${n * opts.friendsStarted} friendships`);

  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), 'Benchmark feed challenge', '', current_date - 30, current_date + 30, 10000000, 6213712)
     returning id`,
  );
  const feedEventId = rows[0].id as string;
  await db.query(
    `insert into event_participants (event_id, user_id)
     select $1, ${userId('i')} from generate_series(0, $2 - 1) as i`,
    [feedEventId, n],
  );
  // Activity a is 25 s older than a-1: 100,000 of them span about 29 days, newest first.
  // Its counters are the numbers of likes (a % 11) and comments (a % 5) inserted below.
  await db.query(
    `insert into activities (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths,
                             notice, like_count, comment_count, created_at)
     select ${activityId('a')}, $1, ${userId(ownerOf('a', n))}, (t - interval '1 hour')::date, d,
            round(d * 0.621371192)::int, 'Bench activity ' || a, a % 11, a % 5, t
     from generate_series(0, $2 - 1) as a
     cross join lateral (select (10 + (a::bigint * 7919) % 190)::int as d,
                                now() - make_interval(secs => a * 25) as t) as v`,
    [feedEventId, a],
  );
  await db.query(
    `insert into activity_images (id, activity_id, key, thumb_key, position)
     select ${seqId(4, 'a')}, ${activityId('a')}, 'activities/bench-' || a || '.webp',
            'activities/bench-' || a || '-thumb.webp', 0
     from generate_series(0, $1 - 1, 2) as a`,
    [a],
  );
  step(`1 event, ${a} activities, ${Math.ceil(a / 2)} photos`);
  // The triggers that keep the friends tab's inboxes are off here: filled in one statement.
  await db.query('select feed_inbox_rebuild()');
  step('friends tab inboxes');

  // Likers and commenters are the owner's neighbours at strides 37 and 53: distinct, never the owner.
  await db.query(
    `insert into likes (activity_id, user_id, id, created_at)
     select ${activityId('a')}, ${userId(`(${ownerOf('a', n)} + j * 37) % ${n}`)}, ${seqId(5, 'a * 11 + j')},
            now() - make_interval(secs => a * 25) + make_interval(mins => j)
     from generate_series(0, $1 - 1) as a cross join lateral generate_series(1, a % 11) as j`,
    [a],
  );
  await db.query(
    `insert into comments (id, activity_id, user_id, content, created_at)
     select ${seqId(6, 'a * 5 + j')}, ${activityId('a')}, ${userId(`(${ownerOf('a', n)} + j * 53) % ${n}`)},
            'Bench comment ' || j || ' on activity ' || a,
            now() - make_interval(secs => a * 25) + make_interval(mins => j)
     from generate_series(0, $1 - 1) as a cross join lateral generate_series(1, a % 5) as j`,
    [a],
  );
  step('likes and comments');

  await db.query(
    `update event_participants p set total_km_tenths = s.km, total_mile_tenths = s.mile, activity_count = s.n
     from (select user_id, sum(distance_km_tenths) km, sum(distance_mile_tenths) mile, count(*) n
           from activities where event_id = $1 group by user_id) s
     where p.event_id = $1 and p.user_id = s.user_id`,
    [feedEventId],
  );
  await finishEvent(db, feedEventId);
  const tokens = Array.from({ length: opts.sessions }, (_, i) => benchToken(i));
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     select gen_random_uuid(), ${userId('i - 1')}, h, now() + interval '1 day'
     from unnest($1::text[]) with ordinality as t(h, i)`,
    [tokens.map(sha256)],
  );
  await db.query('commit');
  step('totals and sessions');

  const rankingEvents: SeededRankingEvent[] = [];
  const largest = Math.max(n, ...opts.rankingEvents);
  await db.query('begin');
  await skipForeignKeyChecks(db);
  if (largest > n) {
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, display_name, search_text,
                          user_type, country, verified_at, first_time_login, activity_share)
       select ${userId('i')}, 'rank' || p || '@example.com', $1, 'Rank', 'Runner ' || p,
              'Rank Runner ' || p, 'rank runner ' || p || ' rank runner ' || p, 'Customer', 'GB',
              now(), false,
              case when i % 10 < 6 then 'Public' when i % 10 < 9 then 'Friends' else 'Private' end
       from generate_series($2::int, $3 - 1) as i cross join lateral lpad(i::text, 7, '0') as p`,
      [hash, n, largest],
    );
    step(`${largest - n} extra users for the rankings`);
  }
  for (const [k, size] of opts.rankingEvents.entries()) {
    rankingEvents.push(await seedRankingEvent(db, size, benchToken(1_000_000 + k)));
    step(`ranking event of ${size} participants`);
  }
  await db.query('commit');
  await db.query('analyze');
  step('analyze');
  await db.end();
  return { feedEventId, tokens, rankingEvents };
}

/**
 * A post a day for the last `days` days by each of the participants 0..users-1 of the feed's
 * event (the benchmark's signed-in participants and their friends), inserted with the
 * triggers on, so the friends tab's inboxes get them as the app's posts do. Idempotent: a
 * second run adds nothing. Answers how many posts it added.
 */
export async function addDailyPosts(databaseUrl: string, opts: { users: number; days: number }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rowCount } = await db.query(
    `insert into activities (id, event_id, user_id, date, distance_km_tenths, distance_mile_tenths,
                             notice, created_at)
     select ${seqId(7, 'u * $2 + d')}, e.id, ${userId('u')}, t::date, 50, 31, 'Daily run ' || d, t
     from events e cross join generate_series(0, $1 - 1) as u cross join generate_series(1, $2) as d
     cross join lateral (select now() - make_interval(days => d, secs => u) as t) as v
     where e.name = 'Benchmark feed challenge'
     on conflict (id) do nothing`,
    [opts.users, opts.days],
  );
  await db.query('analyze activities');
  await db.query('analyze feed_inbox');
  await db.end();
  return rowCount ?? 0;
}

/**
 * One running event with participants 0..size-1: total ((n * 7919) % 2000 + 1) * 5 tenths
 * (2,000 distinct values, so many ties), except the last tenth with 0 km. Rows go in in
 * ranking-index order, so that index is appended to rather than split all over. Signs the
 * worst-placed participant in with `token`.
 */
async function seedRankingEvent(
  db: pg.Client,
  size: number,
  token: string,
): Promise<SeededRankingEvent> {
  const { rows } = await db.query(
    `insert into events (id, name, description, start_date, end_date, maximum_km_hundredths, maximum_mile_hundredths)
     values (gen_random_uuid(), 'Ranking of ' || $1::int, '', current_date - 30, current_date + 30, 100000000, 62137119)
     returning id`,
    [size],
  );
  const eventId = rows[0].id as string;
  const zeroFrom = Math.floor(size * 0.9);
  await db.query(
    `insert into event_participants (event_id, user_id, total_km_tenths, total_mile_tenths, activity_count)
     select $1, ${userId('i')}, km, round(km * 0.621371192)::bigint, (km > 0)::int
     from generate_series(0, $2 - 1) as i
     cross join lateral (select case when i >= $3 then 0
                                     else ((i::bigint * 7919) % 2000 + 1) * 5 end as km) as v
     order by km, i`,
    [eventId, size, zeroFrom],
  );
  await finishEvent(db, eventId);
  const { rows: worst } = await db.query(
    `select user_id from event_participants where event_id = $1
     order by total_km_tenths asc, user_id desc limit 1`,
    [eventId],
  );
  const worstUserId = worst[0].user_id as string;
  await db.query(
    `insert into sessions (id, user_id, token_hash, expires_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [worstUserId, sha256(token)],
  );
  return { eventId, participants: size, worstUserId, worstToken: token, worstRank: zeroFrom + 1 };
}

/**
 * Turns the foreign-key triggers off for the rest of the transaction (the seed connects as
 * a superuser): every row references rows made by number in the same seed, so checking
 * each one would only double the time of the million-row inserts.
 */
async function skipForeignKeyChecks(db: pg.Client) {
  await db.query('set local session_replication_role = replica');
}

/**
 * Sets an event's participant count, its collective totals (one shard row) and its rank
 * counts (rebuilt here: the triggers that keep them are off while the seed runs).
 */
async function finishEvent(db: pg.Client, eventId: string) {
  await db.query('delete from event_rank_counts where event_id = $1', [eventId]);
  await db.query(
    `insert into event_rank_counts (event_id, level, value, n)
     select $1, 0, total_km_tenths, count(*) from event_participants where event_id = $1 group by 3
     union all
     select $1, 1, total_km_tenths / 1000, count(*) from event_participants where event_id = $1 group by 3`,
    [eventId],
  );
  await recountEvent(db, eventId);
}

/** Logs how long each part of the seed took since the previous one. */
function timer() {
  let last = Date.now();
  return (what: string) => {
    const now = Date.now();
    console.log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}
