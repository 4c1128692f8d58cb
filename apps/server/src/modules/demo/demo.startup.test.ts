import fs from 'node:fs';
import path from 'node:path';
import { eventState } from '@cc/shared/events/progress';
import { dayIn } from '@cc/shared/time/calendar';
import { count, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityImages,
  eventParticipants,
  events,
  eventTotals,
  friendships,
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
const countOf = async (
  table:
    | typeof users
    | typeof teams
    | typeof friendships
    | typeof events
    | typeof eventParticipants
    | typeof activities
    | typeof activityImages,
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
