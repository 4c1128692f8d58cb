import fs from 'node:fs';
import path from 'node:path';
import { eventState } from '@cc/shared/events/progress';
import { ADMIN_NOTICE_MAX } from '@cc/shared/feed/feed.schemas';
import { dayIn } from '@cc/shared/time/calendar';
import { count, type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityImages,
  adminNotices,
  comments,
  eventParticipants,
  events,
  eventTotals,
  friendships,
  likes,
  notifications,
  teams,
  users,
} from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoContent } from './demo.startup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const rowsOf = async <T = unknown>(query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const countOf = async (
  table:
    | typeof users
    | typeof teams
    | typeof friendships
    | typeof events
    | typeof eventParticipants
    | typeof activities
    | typeof activityImages
    | typeof likes
    | typeof comments
    | typeof notifications
    | typeof adminNotices,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('demo content', () => {
  it('is not created when switched off', async () => {
    await seedDemoContent({ ...t.app.deps, config: { ...t.config, demoContent: false } }, log);
    expect(await countOf(users)).toBe(0);
  });

  it('creates the demo accounts, teams, friendships and events in an empty database, once', async () => {
    const deps = { ...t.app.deps, config: { ...t.config, demoContent: true } };
    await seedDemoContent(deps, log);
    expect(await countOf(users)).toBe(5);
    expect(await countOf(teams)).toBe(3);
    expect(await countOf(friendships)).toBe(3);
    await seedDemoContent(deps, log);
    expect(await countOf(users)).toBe(5);
    expect(await countOf(events)).toBe(2);
  });

  it('gives the demo a running and an ended event that all four participants joined', async () => {
    const today = dayIn(t.config.timeZone);
    const rows = await t.db.select().from(events);
    expect(rows.map((e) => eventState(e, today)).sort()).toEqual(['ended', 'running']);
    const running = rows.find((e) => eventState(e, today) === 'running')!;
    expect(running.maximumKmHundredths).toBe(50_000);
    expect(running.maximumMileHundredths).toBe(31_069);
    expect(await countOf(eventParticipants)).toBe(8);
    for (const e of rows) expect(e.participantCount).toBe(4);
    expect(await countOf(activities)).toBeGreaterThanOrEqual(8);
  });

  it('keeps every participant and event total equal to the sum of its activities', async () => {
    const mismatches = await t.db.execute(sql`
      select ep.event_id from event_participants ep
      left join (
        select event_id, user_id, sum(distance_km_tenths) km, sum(distance_mile_tenths) mile,
          count(*) n
        from activities group by event_id, user_id
      ) a on a.event_id = ep.event_id and a.user_id = ep.user_id
      where ep.total_km_tenths <> coalesce(a.km, 0)
        or ep.total_mile_tenths <> coalesce(a.mile, 0)
        or ep.activity_count <> coalesce(a.n, 0)
      union all
      select e.id from events e
      left join (
        select event_id, sum(total_km_tenths) km, sum(total_mile_tenths) mile
        from event_totals group by event_id
      ) t on t.event_id = e.id
      where coalesce(t.km, 0) <> (select coalesce(sum(distance_km_tenths), 0) from activities a where a.event_id = e.id)
        or coalesce(t.mile, 0) <> (select coalesce(sum(distance_mile_tenths), 0) from activities a where a.event_id = e.id)
    `);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [total] = await t.db
      .select({ km: sql<number>`sum(total_km_tenths)::int` })
      .from(eventTotals);
    expect(total!.km).toBeGreaterThan(0);
  });

  it('stores generated photos through the photo pipeline as WebP with thumbnails', async () => {
    const images = await t.db.select().from(activityImages);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      const file = path.join(t.dataDir, 'uploads', image.key);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', image.thumbKey))).toBe(true);
    }
  });

  it('keeps every like and comment counter equal to the rows it counts', async () => {
    expect(await countOf(likes)).toBeGreaterThanOrEqual(5);
    expect(await countOf(comments)).toBeGreaterThanOrEqual(5);
    const mismatches = await rowsOf(sql`
      select a.id from activities a
      where a.like_count <> (select count(*) from likes l where l.activity_id = a.id)
        or a.comment_count <> (select count(*) from comments c where c.activity_id = a.id)
    `);
    expect(mismatches).toEqual([]);
  });

  it('puts likes and comments only where the event runs and the author may see them', async () => {
    const today = dayIn(t.config.timeZone);
    const refused = await rowsOf(sql`
      select x.activity_id from (
        select activity_id, user_id from likes union all select activity_id, user_id from comments
      ) x
      join activities a on a.id = x.activity_id
      join events e on e.id = a.event_id
      join users owner on owner.id = a.user_id
      where e.end_date < ${today}
        or (x.user_id <> owner.id and owner.activity_share <> 'Public' and not exists (
          select 1 from friendships f where f.status = 'accepted'
            and least(f.sender_id, f.receiver_id) = least(x.user_id, owner.id)
            and greatest(f.sender_id, f.receiver_id) = greatest(x.user_id, owner.id)))
    `);
    expect(refused).toEqual([]);
  });

  it('notifies the owners of liked and commented activities and the parties of friend requests', async () => {
    const byType = await rowsOf<{ type: number; message: string; n: number }>(sql`
      select type, message, count(*)::int n from notifications group by type, message order by type
    `);
    const [selfComments] = await rowsOf<{ n: number }>(sql`
      select count(*)::int n from comments c join activities a on a.id = c.activity_id
      where c.user_id = a.user_id
    `);
    const accepted = (await t.db.select().from(friendships)).filter((f) => f.status === 'accepted');
    expect(byType).toEqual([
      { type: 1002, message: 'LIKE_ON_MY_ACTIVITY', n: await countOf(likes) },
      {
        type: 1003,
        message: 'COMMENT_ON_MY_ACTIVITY',
        n: (await countOf(comments)) - selfComments!.n,
      },
      { type: 1005, message: 'FRIEND_REQUEST', n: await countOf(friendships) },
      { type: 1006, message: 'REQUEST_ACCEPTED', n: accepted.length },
    ]);
    const strays = await rowsOf(sql`
      select n.id from notifications n
      where n.sender_id is null or n.sender_id = n.user_id
        or (n.type in (1002, 1003) and n.user_id <> (select a.user_id from activities a where a.id = n.model_id))
        or (n.type in (1005, 1006) and not exists (select 1 from friendships f where f.id = n.model_id))
    `);
    expect(strays).toEqual([]);
    const unread = (await t.db.select().from(notifications)).filter((n) => n.readAt === null);
    expect(unread.length).toBeGreaterThan(0);
  });

  it('pins one admin notice and varies privacy without any Private participant', async () => {
    const [notice] = await t.db.select().from(adminNotices);
    expect(await countOf(adminNotices)).toBe(1);
    expect(notice!.notice.length).toBeGreaterThan(0);
    expect(notice!.notice.length).toBeLessThanOrEqual(ADMIN_NOTICE_MAX);
    const participants = (await t.db.select().from(users)).filter((u) => u.role === 'user');
    expect(participants.map((u) => u.activityShare).sort()).toEqual([
      'Friends',
      'Public',
      'Public',
      'Public',
    ]);
    expect(new Set(participants.map((u) => u.activityViewPhotoAndComment))).toEqual(
      new Set(['Public', 'Friends']),
    );
    const inTeams = participants.filter((u) => u.teamId !== null);
    expect(inTeams.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inTeams.map((u) => u.teamId)).size).toBeLessThan(inTeams.length);
  });

  it('leaves a database that already has accounts alone', async () => {
    const other = await createTestApp();
    try {
      await buildUser(other.db);
      await seedDemoContent(
        { ...other.app.deps, config: { ...other.config, demoContent: true } },
        log,
      );
      expect((await other.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});
