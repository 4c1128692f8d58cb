import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import {
  auditLog,
  emailTokens,
  idempotencyKeys,
  jobs,
  notifications,
  pushSubscriptions,
  rateLimits,
  sessions,
  ssoLogins,
} from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { buildNotification, buildUser } from '../../test/factories';
import { type RetentionContext, removeExpired } from './retention.service';

/**
 * Each category of the retention run (decision 093) at its boundary: a row one second
 * before its time is kept, one a second after it is gone. The run counts back from the
 * `now` it is given, so no test waits.
 */

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

let database: Database;
let ctx: RetentionContext;
const now = new Date('2026-06-15T10:00:00.000Z');
/** The moment `ms` before `now`. */
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db, config: loadConfig({}) };
});
afterAll(() => database.close());

/** Which of `ids` are still stored in `table` under `key`. */
async function stored(table: PgTable, key: PgColumn, ids: string[]) {
  const rows = await database.db.select({ key }).from(table).where(inArray(key, ids));
  return rows.map((r) => r.key).sort();
}

describe('the retention run', () => {
  it('keeps the defaults the privacy notice states', () => {
    expect(ctx.config.retention).toEqual({
      hour: 3,
      tokensHours: 24,
      sessionsDays: 30,
      pushSubscriptionsDays: 30,
      idempotencyHours: 24,
      rateLimitsHours: 0,
      jobsDays: 7,
      readNotificationsDays: 180,
      auditDays: 730,
    });
  });

  it('removes an e-mail link 24 hours after its expiry, used or not', async () => {
    const user = await buildUser(database.db);
    const token = (expiresAt: Date, usedAt: Date | null = null) => ({
      id: newId(),
      userId: user.id,
      purpose: 'verify',
      tokenHash: newId(),
      expiresAt,
      usedAt,
    });
    const kept = token(ago(24 * HOUR - SECOND));
    const gone = token(ago(24 * HOUR + SECOND));
    const usedAndGone = token(ago(24 * HOUR + SECOND), ago(30 * DAY));
    await database.db.insert(emailTokens).values([kept, gone, usedAndGone]);
    await removeExpired(ctx, now);
    expect(await stored(emailTokens, emailTokens.id, [kept.id, gone.id, usedAndGone.id])).toEqual([
      kept.id,
    ]);
  });

  it('removes a company sign-in in progress 24 hours after its expiry', async () => {
    const login = (expiresAt: Date) => ({
      stateHash: newId(),
      codeVerifier: 'verifier',
      nonce: 'nonce',
      keepLoggedIn: false,
      expiresAt,
    });
    const kept = login(ago(24 * HOUR - SECOND));
    const gone = login(ago(24 * HOUR + SECOND));
    await database.db.insert(ssoLogins).values([kept, gone]);
    await removeExpired(ctx, now);
    expect(await stored(ssoLogins, ssoLogins.stateHash, [kept.stateHash, gone.stateHash])).toEqual([
      kept.stateHash,
    ]);
  });

  it('removes a sign-in session 30 days after its expiry', async () => {
    const user = await buildUser(database.db);
    const session = (expiresAt: Date) => ({
      id: newId(),
      userId: user.id,
      tokenHash: newId(),
      expiresAt,
    });
    const kept = session(ago(30 * DAY - SECOND));
    const gone = session(ago(30 * DAY + SECOND));
    await database.db.insert(sessions).values([kept, gone]);
    await removeExpired(ctx, now);
    expect(await stored(sessions, sessions.id, [kept.id, gone.id])).toEqual([kept.id]);
  });

  describe('push subscriptions', () => {
    const subscription = (userId: string, createdAt: Date) => ({
      id: newId(),
      userId,
      endpoint: `https://push.example/${newId()}`,
      p256dh: 'key',
      auth: 'auth',
      createdAt,
    });

    it('removes one 30 days after it was stored when its account has no session', async () => {
      const [a, b] = [await buildUser(database.db), await buildUser(database.db)];
      const kept = subscription(a.id, ago(30 * DAY - SECOND));
      const gone = subscription(b.id, ago(30 * DAY + SECOND));
      await database.db.insert(pushSubscriptions).values([kept, gone]);
      await removeExpired(ctx, now);
      expect(await stored(pushSubscriptions, pushSubscriptions.id, [kept.id, gone.id])).toEqual([
        kept.id,
      ]);
    });

    it("removes one 30 days after its account's last session expired", async () => {
      const [a, b, live] = [
        await buildUser(database.db),
        await buildUser(database.db),
        await buildUser(database.db),
      ];
      const session = (userId: string, expiresAt: Date) => ({
        id: newId(),
        userId,
        tokenHash: newId(),
        expiresAt,
      });
      await database.db
        .insert(sessions)
        .values([
          session(a.id, ago(30 * DAY - SECOND)),
          session(b.id, ago(30 * DAY + SECOND)),
          session(live.id, ago(-DAY)),
        ]);
      const kept = subscription(a.id, ago(400 * DAY));
      const gone = subscription(b.id, ago(400 * DAY));
      const signedIn = subscription(live.id, ago(400 * DAY));
      await database.db.insert(pushSubscriptions).values([kept, gone, signedIn]);
      await removeExpired(ctx, now);
      expect(
        await stored(pushSubscriptions, pushSubscriptions.id, [kept.id, gone.id, signedIn.id]),
      ).toEqual([kept.id, signedIn.id].sort());
    });
  });

  it("removes a retried write's first answer 24 hours after it was stored", async () => {
    const user = await buildUser(database.db);
    const answer = (createdAt: Date) => ({
      userId: user.id,
      scope: 'activities.create',
      key: newId(),
      statusCode: 201,
      response: {},
      createdAt,
    });
    const kept = answer(ago(24 * HOUR - SECOND));
    const gone = answer(ago(24 * HOUR + SECOND));
    await database.db.insert(idempotencyKeys).values([kept, gone]);
    await removeExpired(ctx, now);
    const rows = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(rows.map((r) => r.key)).toEqual([kept.key]);
  });

  it('removes a rate-limit counter once its window has ended', async () => {
    const running = { key: `test:${newId()}`, hits: 3, resetsAt: ago(-SECOND) };
    const ended = { key: `test:${newId()}`, hits: 3, resetsAt: ago(SECOND) };
    await database.db.insert(rateLimits).values([running, ended]);
    await removeExpired(ctx, now);
    expect(await stored(rateLimits, rateLimits.key, [running.key, ended.key])).toEqual([
      running.key,
    ]);
  });

  it('removes a done or failed job 7 days after it finished, and never a pending one', async () => {
    const job = (state: string, finishedAt: Date | null, createdAt = ago(60 * DAY)) => ({
      id: newId(),
      type: 'test-job',
      state,
      finishedAt,
      createdAt,
      runAt: createdAt,
    });
    const keptDone = job('done', ago(7 * DAY - SECOND));
    const goneDone = job('done', ago(7 * DAY + SECOND));
    const keptFailed = job('failed', ago(7 * DAY - SECOND));
    const goneFailed = job('failed', ago(7 * DAY + SECOND));
    const queued = job('queued', null);
    const running = job('running', null);
    const all = [keptDone, goneDone, keptFailed, goneFailed, queued, running];
    await database.db.insert(jobs).values(all);
    await removeExpired(ctx, now);
    expect(
      await stored(
        jobs,
        jobs.id,
        all.map((j) => j.id),
      ),
    ).toEqual([keptDone.id, keptFailed.id, queued.id, running.id].sort());
  });

  it('removes a notification 180 days after it was read, and keeps an unread one', async () => {
    const user = await buildUser(database.db);
    const kept = await buildNotification(database.db, user.id, { minutesAgo: 400 * 24 * 60 });
    const gone = await buildNotification(database.db, user.id, { minutesAgo: 400 * 24 * 60 });
    const unread = await buildNotification(database.db, user.id, { minutesAgo: 400 * 24 * 60 });
    await database.db
      .update(notifications)
      .set({ readAt: ago(180 * DAY - SECOND) })
      .where(eq(notifications.id, kept));
    await database.db
      .update(notifications)
      .set({ readAt: ago(180 * DAY + SECOND) })
      .where(eq(notifications.id, gone));
    await removeExpired(ctx, now);
    expect(await stored(notifications, notifications.id, [kept, gone, unread])).toEqual(
      [kept, unread].sort(),
    );
  });

  it('removes an audit trail row 730 days (2 years) after it was written', async () => {
    const entry = (at: Date) => ({
      id: newId(),
      at,
      actorId: newId(),
      action: 'user.update',
      objectType: 'user',
      objectId: newId(),
    });
    const kept = entry(ago(730 * DAY - SECOND));
    const gone = entry(ago(730 * DAY + SECOND));
    await database.db.insert(auditLog).values([kept, gone]);
    await removeExpired(ctx, now);
    expect(await stored(auditLog, auditLog.id, [kept.id, gone.id])).toEqual([kept.id]);
  });

  it('follows the configured periods', async () => {
    const shorter: RetentionContext = {
      db: database.db,
      config: loadConfig({ RETENTION_READ_NOTIFICATIONS_DAYS: '10' }),
    };
    const user = await buildUser(database.db);
    const [kept, gone] = [
      await buildNotification(database.db, user.id),
      await buildNotification(database.db, user.id),
    ];
    await database.db
      .update(notifications)
      .set({ readAt: ago(10 * DAY - SECOND) })
      .where(eq(notifications.id, kept));
    await database.db
      .update(notifications)
      .set({ readAt: ago(10 * DAY + SECOND) })
      .where(eq(notifications.id, gone));
    await removeExpired(shorter, now);
    expect(await stored(notifications, notifications.id, [kept, gone])).toEqual([kept]);
  });

  it('removes more rows than a batch holds, batch after batch, and counts them', async () => {
    const ended = Array.from({ length: 7 }, () => ({
      key: `batch:${newId()}`,
      hits: 1,
      resetsAt: ago(HOUR),
    }));
    await database.db.insert(rateLimits).values(ended);
    const removed = await removeExpired(ctx, now, 3);
    expect(removed.rateLimits).toBe(7);
    expect(
      await stored(
        rateLimits,
        rateLimits.key,
        ended.map((r) => r.key),
      ),
    ).toEqual([]);
  });
});

describe('the retention settings', () => {
  it('refuses a push period longer than the sessions kept to judge it by', () => {
    expect(() =>
      loadConfig({ RETENTION_PUSH_SUBSCRIPTIONS_DAYS: '40', RETENTION_SESSIONS_DAYS: '30' }),
    ).toThrow(/RETENTION_PUSH_SUBSCRIPTIONS_DAYS/);
  });

  it('refuses a token period under one hour and a negative period', () => {
    expect(() => loadConfig({ RETENTION_TOKENS_HOURS: '0' })).toThrow(/RETENTION_TOKENS_HOURS/);
    expect(() => loadConfig({ RETENTION_JOBS_DAYS: '-1' })).toThrow(/RETENTION_JOBS_DAYS/);
  });
});
