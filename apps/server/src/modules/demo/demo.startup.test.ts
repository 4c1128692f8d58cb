import fs from 'node:fs';
import path from 'node:path';
import { eventState } from '@cc/shared/events/progress';
import { ADMIN_NOTICE_MAX } from '@cc/shared/feed/feed.schemas';
import { reachedMilestones } from '@cc/shared/fundraising/fundraising.money';
import type { Fundraising, Statement } from '@cc/shared/fundraising/fundraising.schemas';
import type { ReportSummary } from '@cc/shared/reports/reports.schemas';
import { dayIn } from '@cc/shared/time/calendar';
import { userTypes } from '@cc/shared/users/users.constants';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityImages,
  adminNotices,
  comments,
  communications,
  eventParticipants,
  events,
  eventTotals,
  friendships,
  fundraisingMilestones,
  likes,
  notifications,
  teams,
  users,
} from '../../db/schema';
import { startJobWorker } from '../../platform/jobs';
import { buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { communicationJobs } from '../communications';
import { milestoneJob } from '../fundraising';
import { COLLEAGUE_COUNT, demoColleagues } from './demo.colleagues';
import { demoUsers } from './demo.data';
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
    | typeof adminNotices
    | typeof communications,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

/** The type-1000 notifications of a communication. */
const notificationsOf = (communicationId: string) =>
  rowsOf<{ userId: string; message: string; description: string }>(sql`
    select user_id "userId", message, description from notifications
    where type = 1000 and model_id = ${communicationId}`);
/** The demo event that is running or has ended today. */
const eventIn = async (state: 'running' | 'ended') => {
  const today = dayIn(t.config.timeZone);
  return (await t.db.select().from(events)).find((e) => eventState(e, today) === state)!;
};
/** The id of the demo account with `email`. */
const userOf = async (email: string) =>
  (await t.db.select().from(users)).find((u) => u.email === email)!.id;
/** The fundraising route of an event. */
const fundraisingOf = (event: { id: string }) => `/api/events/${event.id}/fundraising`;
/** Mails received for an address. */
const mailsTo = (email: string) => t.smtp.mails.filter((m) => m.to === email);

describe('demo content', () => {
  it('is not created when switched off', async () => {
    await seedDemoContent({ ...t.app.deps, config: { ...t.config, demoContent: false } }, log);
    expect(await countOf(users)).toBe(0);
  });

  it('creates the demo accounts, teams, friendships, events and communications in an empty database, once', async () => {
    const deps = { ...t.app.deps, config: { ...t.config, demoContent: true } };
    await seedDemoContent(deps, log);
    const seeded = {
      users: await countOf(users),
      activities: await countOf(activities),
      notifications: await countOf(notifications),
      communications: await countOf(communications),
    };
    expect(seeded.users).toBe(5 + COLLEAGUE_COUNT);
    expect(await countOf(teams)).toBe(3);
    expect(await countOf(friendships)).toBe(3);
    expect(seeded.communications).toBe(3);
    await seedDemoContent(deps, log);
    expect({
      users: await countOf(users),
      activities: await countOf(activities),
      notifications: await countOf(notifications),
      communications: await countOf(communications),
    }).toEqual(seeded);
    expect(await countOf(events)).toBe(2);
  });

  it('gives every generated colleague a unique address that signs in with the demo password', async () => {
    expect(new Set(demoColleagues.map((c) => c.email)).size).toBe(COLLEAGUE_COUNT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { email: demoColleagues[8]!.email, password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives the demo a running event most joined and an ended one of the four named participants', async () => {
    const today = dayIn(t.config.timeZone);
    const rows = await t.db.select().from(events);
    expect(rows.map((e) => eventState(e, today)).sort()).toEqual(['ended', 'running']);
    const running = rows.find((e) => eventState(e, today) === 'running')!;
    const ended = rows.find((e) => eventState(e, today) === 'ended')!;
    expect(running.maximumKmHundredths).toBe(50_000);
    expect(running.maximumMileHundredths).toBe(31_069);
    const joined = demoColleagues.filter((c) => c.isParticipant).length;
    expect(joined).toBeGreaterThan(COLLEAGUE_COUNT / 2);
    expect(joined).toBeLessThan(COLLEAGUE_COUNT);
    expect(running.participantCount).toBe(4 + joined);
    expect(ended.participantCount).toBe(4);
    expect(await countOf(eventParticipants)).toBe(8 + joined);
    const counted = await rowsOf(sql`
      select e.id from events e
      where e.participant_count <> (select count(*) from event_participants p where p.event_id = e.id)
    `);
    expect(counted).toEqual([]);
    expect(await countOf(activities)).toBeGreaterThanOrEqual(8);
    const [runningKm] = await rowsOf<{ tenths: number }>(sql`
      select sum(total_km_tenths)::int tenths from event_totals where event_id = ${running.id}`);
    // On its way: well begun, the target (500 km) still ahead.
    expect(runningKm!.tenths).toBeGreaterThan(running.maximumKmHundredths / 10 / 4);
    expect(runningKm!.tenths).toBeLessThan(running.maximumKmHundredths / 10);
  });

  it('makes the report of the running event differ by type, across countries and all user types', async () => {
    const admin = (await t.db.select().from(users)).find((u) => u.role === 'admin')!;
    const today = dayIn(t.config.timeZone);
    const running = (await t.db.select().from(events)).find(
      (e) => eventState(e, today) === 'running',
    )!;
    const report = async (type: number) => {
      const query = type === 1 ? '' : `&eventId=${running.id}`;
      const res = await callAs(
        t,
        admin.id,
        'GET',
        `/api/users/report/countryAndType?type=${type}${query}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as ReportSummary;
    };
    const [all, joined, active] = [await report(1), await report(2), await report(3)];
    expect(all.totals.total).toBe(4 + COLLEAGUE_COUNT);
    expect(joined.totals.total).toBe(running.participantCount);
    expect(active.totals.total).toBeGreaterThan(4);
    expect(active.totals.total).toBeLessThan(joined.totals.total);
    expect(joined.totals.total).toBeLessThan(all.totals.total);
    expect(active.docs.length).toBeGreaterThanOrEqual(6);
    for (const type of userTypes) expect(active.totals[type]).toBeGreaterThan(0);
    const languages = (await t.db.select().from(users)).map((u) => u.language);
    expect(new Set(languages)).toEqual(new Set(['DE', 'EN']));
  });

  it('keeps every rank count equal to the participants with that total', async () => {
    const wrong = await rowsOf(sql`
      with expected as (
        select event_id, 0 as level, total_km_tenths as value, count(*)::int n
        from event_participants group by event_id, total_km_tenths
        union all
        select event_id, 1, total_km_tenths / 1000, count(*)::int
        from event_participants group by event_id, total_km_tenths / 1000
      )
      select * from expected e
      full join (select * from event_rank_counts where n <> 0) c
        on c.event_id = e.event_id and c.level = e.level and c.value = e.value
      where e.n is distinct from c.n
    `);
    expect(wrong).toEqual([]);
  });

  it('keeps every participant and event total equal to the sum of its counted activities', async () => {
    // Held and excluded activities count nowhere (decision 071).
    const mismatches = await t.db.execute(sql`
      select ep.event_id from event_participants ep
      left join (
        select event_id, user_id, sum(distance_km_tenths) km, sum(distance_mile_tenths) mile,
          count(*) n
        from activities where review_status in ('ok', 'flagged', 'approved')
        group by event_id, user_id
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
      where coalesce(t.km, 0) <> (select coalesce(sum(distance_km_tenths), 0) from activities a
          where a.event_id = e.id and a.review_status in ('ok', 'flagged', 'approved'))
        or coalesce(t.mile, 0) <> (select coalesce(sum(distance_mile_tenths), 0) from activities a
          where a.event_id = e.id and a.review_status in ('ok', 'flagged', 'approved'))
    `);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [total] = await t.db
      .select({ km: sql<number>`sum(total_km_tenths)::int` })
      .from(eventTotals);
    expect(total!.km).toBeGreaterThan(0);
  });

  it('gives the review queue flagged activities and one held, as the real checks judge them', async () => {
    const rows = await t.db
      .select({ status: activities.reviewStatus, flags: activities.reviewFlags })
      .from(activities)
      .where(sql`${activities.reviewStatus} <> 'ok'`);
    // The long runs are also outliers against their colleagues' short ones.
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'flagged').length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.flatMap((r) => r.flags.map((f) => f.rule)))).toEqual(
      new Set(['dailyFlag', 'dailyHold', 'duplicate', 'outlier']),
    );
  });

  it('stores generated photos through the photo pipeline as WebP with thumbnails and middle widths', async () => {
    const images = await t.db.select().from(activityImages);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      const file = path.join(t.dataDir, 'uploads', image.key);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', image.thumbKey))).toBe(true);
      expect(image.mediumKey).toBe(image.key.replace('.webp', '-1200.webp'));
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', image.mediumKey!))).toBe(true);
      expect(image).toMatchObject({ width: meta.width, height: meta.height });
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
      select type, message, count(*)::int n from notifications where type <> 1000
      group by type, message order by type
    `);
    const [selfComments] = await rowsOf<{ n: number }>(sql`
      select count(*)::int n from comments c join activities a on a.id = c.activity_id
      where c.user_id = a.user_id
    `);
    // Each comment of another is its owner's notification, or was folded into the later one
    // of that post still unread (decision 060).
    const [commentNotes] = await rowsOf<{ shown: number; folded: number }>(sql`
      select count(*) filter (where shown)::int shown,
        count(*) filter (where not shown and folded)::int folded
      from (
        select
          exists (select 1 from notifications n where n.type = 1003 and n.model_id = c.activity_id
            and n.sender_id = c.user_id and n.created_at = c.created_at) shown,
          exists (select 1 from notifications n where n.type = 1003 and n.model_id = c.activity_id
            and n.read_at is null and n.created_at >= c.created_at) folded
        from comments c join activities a on a.id = c.activity_id where c.user_id <> a.user_id
      ) x
    `);
    expect(commentNotes!.shown + commentNotes!.folded).toBe(
      (await countOf(comments)) - selfComments!.n,
    );
    const accepted = (await t.db.select().from(friendships)).filter((f) => f.status === 'accepted');
    expect(byType).toEqual([
      { type: 1002, message: 'LIKE_ON_MY_ACTIVITY', n: await countOf(likes) },
      { type: 1003, message: 'COMMENT_ON_MY_ACTIVITY', n: commentNotes!.shown },
      { type: 1005, message: 'FRIEND_REQUEST', n: await countOf(friendships) },
      { type: 1006, message: 'REQUEST_ACCEPTED', n: accepted.length },
    ]);
    const strays = await rowsOf(sql`
      select n.id from notifications n
      where n.type <> 1000 and n.sender_id is null or n.sender_id = n.user_id
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
    const named = new Set<string>(demoUsers.map((u) => u.email));
    const everyone = (await t.db.select().from(users)).filter((u) => u.role === 'user');
    expect(everyone.filter((u) => u.activityShare === 'Private')).toEqual([]);
    const participants = everyone.filter((u) => named.has(u.email));
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

  it("writes the notice and the challenges in German and English, so each reads their language's", async () => {
    const read = async (email: string) => {
      const user = await userOf(email);
      const notice = await callAs(t, user, 'GET', '/api/activities/newFeedsAdmin');
      const events = await callAs(t, user, 'GET', '/api/profile/events');
      return {
        title: notice.json().docs[0].title as string,
        events: (events.json().docs as Array<{ name: string }>).map((e) => e.name).sort(),
      };
    };
    // Anna's profile speaks German, Ben's English (demo.data.ts).
    expect(await read('anna@demo.local')).toEqual({
      title: 'Willkommen beim Frühlings-Spendenlauf!',
      events: ['Frühlings-Spendenlauf', 'Winter-Aufwärmen'],
    });
    expect(await read('ben@demo.local')).toEqual({
      title: 'Welcome to the Spring Charity Run!',
      events: ['Spring Charity Run', 'Winter Warm-up'],
    });
  });

  it('delivers its communications through the job queue, each recipient in their language', async () => {
    const worker = startJobWorker({
      database: t.database,
      deps: { ...t.app.deps, log: t.app.log },
      handlers: communicationJobs,
      pollMs: 20,
    });
    try {
      const isSent = async () =>
        (await t.db.select().from(communications)).every((c) => c.status === 'sent');
      await waitFor(isSent, 'the demo communications sent', 30_000);
      const sent = await t.db.select().from(communications);
      const byName = (start: string) => sent.find((c) => c.name.startsWith(start))!;
      const people = (await t.db.select().from(users)).filter((u) => u.role === 'user');
      const languageOf = new Map(people.map((u) => [u.id, u.language]));

      const welcome = byName('Welcome');
      expect(welcome.totalCount).toBe(people.length);
      expect(welcome.sentCount).toBe(people.length);
      const welcomed = await notificationsOf(welcome.id);
      expect(welcomed).toHaveLength(people.length);
      for (const n of welcomed) {
        expect(n.description).toContain(
          languageOf.get(n.userId) === 'DE'
            ? '<strong>Willkommen!</strong>'
            : '<strong>Welcome!</strong>',
        );
        // The title in the same language as the text (decision 075).
        expect(n.message).toBe(
          languageOf.get(n.userId) === 'DE'
            ? 'Willkommen bei der Charity Challenge'
            : 'Welcome to the Charity Challenge',
        );
      }

      const today = dayIn(t.config.timeZone);
      const eventRows = await t.db.select().from(events);
      const running = eventRows.find((e) => eventState(e, today) === 'running')!;
      const ended = eventRows.find((e) => eventState(e, today) === 'ended')!;
      const mail = byName('Spring Charity Run');
      expect(mail.channel).toBe('email');
      expect(mail.sentCount).toBe(running.participantCount);
      expect(mail.totalCount).toBe(running.participantCount);
      // The subject is in the language of the mail's text (decision 075).
      const anna = mailsTo('anna@demo.local').filter((m) => m.subject.includes(mail.nameDe));
      const ben = mailsTo('ben@demo.local').filter((m) => m.subject.includes(mail.nameEn));
      expect(anna).toHaveLength(1);
      expect(anna[0]!.html).toContain('<em>Danke</em>');
      expect(ben).toHaveLength(1);
      expect(ben[0]!.html).toContain('<em>Thank you</em>');
      const outsider = demoColleagues.find((c) => !c.isParticipant)!;
      expect(mailsTo(outsider.email)).toEqual([]);

      const thanks = byName('Thank you');
      const thanked = await notificationsOf(thanks.id);
      expect(thanked).toHaveLength(ended.participantCount);
      for (const n of thanked) expect(n.description).toContain('<strong>thank you</strong>');
    } finally {
      await worker.stop();
    }
  });

  it('raises money for a cause in the running challenge from three sponsors', async () => {
    const running = await eventIn('running');
    const res = await callAs(t, await userOf('anna@demo.local'), 'GET', fundraisingOf(running));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Fundraising;
    expect(body).toMatchObject({ currency: 'EUR', charityName: 'Kinderklinik Sonnenberg' });
    expect(body.charityUrl).toMatch(/^https:\/\//);
    expect(body.settledAt).toBeNull();
    expect(body.pledges.map((p) => p.kind)).toEqual(['perKm', 'fixed', 'match']);
    for (const pledge of body.pledges) expect(pledge.owedMinor).toBeGreaterThan(0);
    expect(body.pledges.find((p) => p.kind === 'match')!.matchPercent).toBe(50);
    expect(body.raisedMinor).toBe(body.pledges.reduce((sum, p) => sum + p.owedMinor, 0));
    expect(body.raisedMinor).toBeGreaterThan(0);
    expect(body.myContributionMinor).toBeGreaterThan(0);
  });

  it('settles the ended challenge into statement version 1 with one payment recorded', async () => {
    const ended = await eventIn('ended');
    const res = await callAs(t, await userOf('ben@demo.local'), 'GET', fundraisingOf(ended));
    expect(res.statusCode).toBe(200);
    const live = res.json() as Fundraising;
    expect(live.settledAt).not.toBeNull();
    const admin = await userOf('admin@demo.local');
    const statementRes = await callAs(t, admin, 'GET', `${fundraisingOf(ended)}/statement`);
    expect(statementRes.statusCode).toBe(200);
    const statement = statementRes.json() as Statement;
    expect(statement).toMatchObject({ version: 1, isCurrent: true, raisedMinor: live.raisedMinor });
    expect(statement.raisedMinor).toBe(statement.lines.reduce((sum, l) => sum + l.owedMinor, 0));
    expect(statement.payments).toHaveLength(1);
    expect(statement.paidMinor).toBeGreaterThan(0);
    expect(statement.outstandingMinor).toBeGreaterThan(0);
  });

  it('tells every participant of the running challenge once of each milestone it has reached', async () => {
    const running = await eventIn('running');
    const admin = await userOf('admin@demo.local');
    const figures = (await callAs(t, admin, 'GET', fundraisingOf(running))).json() as Fundraising;
    const reached = reachedMilestones(figures.raisedMinor, figures.capTotalMinor);
    expect(reached.length).toBeGreaterThan(0);
    const claimed = await t.db.select().from(fundraisingMilestones);
    expect(new Set(claimed.map((m) => m.eventId))).toEqual(new Set([running.id]));
    expect(claimed.map((m) => m.percent).sort((a, b) => a - b)).toEqual(reached);
    const worker = startJobWorker({
      database: t.database,
      deps: { ...t.app.deps, log: t.app.log },
      handlers: [milestoneJob],
      pollMs: 20,
    });
    try {
      const told = () =>
        rowsOf<{ userId: string; message: string }>(sql`
          select user_id "userId", message from notifications where type = 1008`);
      const expected = running.participantCount * reached.length;
      await waitFor(async () => (await told()).length >= expected, 'the milestones told', 30_000);
      const rows = await told();
      expect(rows).toHaveLength(expected);
      const participants = await t.db
        .select({ userId: eventParticipants.userId })
        .from(eventParticipants)
        .where(eq(eventParticipants.eventId, running.id));
      expect(new Set(rows.map((r) => `${r.userId}/${r.message}`)).size).toBe(expected);
      expect(new Set(rows.map((r) => r.userId))).toEqual(
        new Set(participants.map((p) => p.userId)),
      );
    } finally {
      await worker.stop();
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
