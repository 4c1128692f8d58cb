import type { AuditAction } from '@cc/shared/audit/audit.schemas';
import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { auditLog, eventFundraising } from '../../db/schema';
import {
  buildActivity,
  buildAdmin,
  buildAdminNotice,
  buildEvent,
  buildParticipant,
  buildTeam,
  buildUser,
  buildUserBody,
} from '../../test/factories';
import { collectCatalogue } from '../../test/fuzz/catalogue';
import { callAs, jpegPhoto, sendMultipart } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

/**
 * The coverage test issue 30 asks for: every route an administrator can call is listed in
 * `routes` below, and every administrator write (and every download of people's data),
 * called with a valid request, must leave a new row of its action in the audit trail. A new
 * admin route fails the first test until it is added here with an example request; a
 * write that forgets `recordAudit` fails the second.
 */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request of a case: JSON (or no) body, or a multipart upload. */
interface Call {
  url: string;
  body?: object;
  upload?: Buffer;
}

/** What an administrator's call of a route is, for the trail. */
type Case =
  /** A write or a download: the call, built on fresh objects, must add a row of `action`. */
  | { audit: AuditAction; call: () => Promise<Call> }
  /** A read of the admin area: no row (the lists and figures an administrator looks at). */
  | { read: true }
  /** A change of the caller's own account or device, not an administrator's action. */
  | { own: string };

const read = { read: true } as const;
const today = () => dayFromToday(t);

/** A running event with one participant, who logged one activity today. */
async function eventWithActivity() {
  const { user, event } = await buildParticipant(t.db, today());
  const activity = await buildActivity(t.db, { eventId: event.id, userId: user.id, date: today() });
  return { user, event, activity };
}

/** An event with its cause set (a PUT of the fundraising), `ended` days ago or running. */
async function eventWithCause(ended = false) {
  const event = await buildEvent(
    t.db,
    today(),
    ended ? { startDate: dayFromToday(t, -10), endDate: dayFromToday(t, -2) } : {},
  );
  await t.db
    .insert(eventFundraising)
    .values({ eventId: event.id, currency: 'EUR', charityName: 'Hospital' });
  return event;
}

/** A pledge of a new event with a cause: its event id and id. */
async function pledge() {
  const event = await eventWithCause();
  const res = await callAs(t, adminId, 'POST', `/api/events/${event.id}/pledges`, {
    sponsorName: 'Acme GmbH',
    kind: 'fixed',
    scope: 'event',
    amountMinor: 5000,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { eventId: event.id, pledgeId: res.json().id as string };
}

/** An ended event's fundraising, settled. */
async function settledEvent() {
  const event = await eventWithCause(true);
  const res = await callAs(t, adminId, 'POST', `/api/events/${event.id}/fundraising/settle`);
  expect(res.statusCode, res.body).toBe(200);
  return event;
}

const routes: Record<string, Case> = {
  // Users (admin spec §4-§7).
  'POST /api/users': {
    audit: 'user.create',
    call: async () => ({ url: '/api/users', body: buildUserBody() }),
  },
  'PATCH /api/users/:id': {
    audit: 'user.role',
    call: async () => ({
      url: `/api/users/${(await buildUser(t.db)).id}`,
      body: { role: 'admin' },
    }),
  },
  'DELETE /api/users/:id': {
    audit: 'user.delete',
    call: async () => ({ url: `/api/users/${(await buildUser(t.db)).id}` }),
  },
  'GET /api/users/:id/detail': read,
  'GET /api/users/download/all': {
    audit: 'export.download',
    call: async () => ({ url: '/api/users/download/all' }),
  },
  // Reports (rule 23).
  'GET /api/users/report/countryAndType': read,
  'GET /api/users/report/countryAndTypeDetails': read,
  'GET /api/users/report/countryAndType/download': {
    audit: 'report.download',
    call: async () => ({ url: '/api/users/report/countryAndType/download?type=1' }),
  },
  'GET /api/users/report/countryAndTypeDetails/download': {
    audit: 'report.download',
    call: async () => ({ url: '/api/users/report/countryAndTypeDetails/download?type=1' }),
  },
  // Events.
  'GET /api/events': read,
  'GET /api/events/:id/detail': read,
  'POST /api/events': {
    audit: 'event.create',
    call: async () => ({
      url: '/api/events',
      body: { name: 'Spring run', startDate: today(), endDate: dayFromToday(t, 30) },
    }),
  },
  'PATCH /api/events/:id': {
    audit: 'event.update',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}`,
      body: { name: 'Renamed' },
    }),
  },
  'DELETE /api/events/:id': {
    audit: 'event.delete',
    call: async () => ({ url: `/api/events/${(await buildEvent(t.db, today())).id}` }),
  },
  'POST /api/events/:id/image': {
    audit: 'event.update',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}/image`,
      upload: await jpegPhoto(),
    }),
  },
  'DELETE /api/events/:id/image': {
    audit: 'event.update',
    call: async () => ({ url: `/api/events/${(await buildEvent(t.db, today())).id}/image` }),
  },
  // Insights (decision 072).
  'GET /api/events/:id/insights': read,
  'GET /api/events/:id/insights/groups.xlsx': {
    audit: 'report.download',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}/insights/groups.xlsx`,
    }),
  },
  'GET /api/events/:id/insights/days.xlsx': {
    audit: 'report.download',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}/insights/days.xlsx`,
    }),
  },
  'PATCH /api/events/:id/participants/:userId': {
    audit: 'group.update',
    call: async () => {
      const { user, event } = await buildParticipant(t.db, today());
      return { url: `/api/events/${event.id}/participants/${user.id}`, body: { country: 'FR' } };
    },
  },
  // Fair play (decision 071).
  'GET /api/events/:id/fairPlay': read,
  'PUT /api/events/:id/fairPlay': {
    audit: 'event.update',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}/fairPlay`,
      body: { ...FAIR_PLAY_DEFAULTS, enabled: false },
    }),
  },
  'GET /api/admin/review': read,
  'GET /api/admin/review/count': read,
  'POST /api/activities/:id/review': {
    audit: 'review.decide',
    call: async () => ({
      url: `/api/activities/${(await eventWithActivity()).activity}/review`,
      body: { action: 'exclude', reason: 'Twice' },
    }),
  },
  'POST /api/admin/review/bulk': {
    audit: 'review.decide',
    call: async () => ({
      url: '/api/admin/review/bulk',
      body: { activityIds: [(await eventWithActivity()).activity], action: 'exclude', reason: 'x' },
    }),
  },
  // Fundraising (decision 070).
  'PUT /api/events/:id/fundraising': {
    audit: 'fundraising.update',
    call: async () => ({
      url: `/api/events/${(await buildEvent(t.db, today())).id}/fundraising`,
      body: { currency: 'EUR', charityName: 'Hospital' },
    }),
  },
  'POST /api/events/:id/pledges': {
    audit: 'pledge.create',
    call: async () => ({
      url: `/api/events/${(await eventWithCause()).id}/pledges`,
      body: { sponsorName: 'Acme', kind: 'perKm', scope: 'event', ratePerKmMinor: 100 },
    }),
  },
  'PATCH /api/events/:id/pledges/:pledgeId': {
    audit: 'pledge.update',
    call: async () => {
      const { eventId, pledgeId } = await pledge();
      return { url: `/api/events/${eventId}/pledges/${pledgeId}`, body: { sponsorName: 'Beta' } };
    },
  },
  'DELETE /api/events/:id/pledges/:pledgeId': {
    audit: 'pledge.delete',
    call: async () => {
      const { eventId, pledgeId } = await pledge();
      return { url: `/api/events/${eventId}/pledges/${pledgeId}` };
    },
  },
  'POST /api/events/:id/pledges/:pledgeId/payments': {
    audit: 'pledge.update',
    call: async () => {
      const { eventId, pledgeId } = await pledge();
      return {
        url: `/api/events/${eventId}/pledges/${pledgeId}/payments`,
        body: { amountMinor: 1000, paidOn: today() },
      };
    },
  },
  'DELETE /api/events/:id/pledges/:pledgeId/payments/:paymentId': {
    audit: 'pledge.update',
    call: async () => {
      const { eventId, pledgeId } = await pledge();
      const url = `/api/events/${eventId}/pledges/${pledgeId}/payments`;
      const paid = await callAs(t, adminId, 'POST', url, { amountMinor: 1000, paidOn: today() });
      expect(paid.statusCode, paid.body).toBe(201);
      return { url: `${url}/${paid.json().id}` };
    },
  },
  'POST /api/events/:id/fundraising/settle': {
    audit: 'fundraising.settle',
    call: async () => ({
      url: `/api/events/${(await eventWithCause(true)).id}/fundraising/settle`,
    }),
  },
  'POST /api/events/:id/fundraising/reopen': {
    audit: 'fundraising.reopen',
    call: async () => ({ url: `/api/events/${(await settledEvent()).id}/fundraising/reopen` }),
  },
  'GET /api/events/:id/fundraising/statement': {
    audit: 'report.download',
    call: async () => ({
      url: `/api/events/${(await settledEvent()).id}/fundraising/statement?format=xlsx`,
    }),
  },
  // Teams.
  'POST /api/teams': {
    audit: 'team.create',
    call: async () => ({ url: '/api/teams', body: { name: `Team ${newId()}` } }),
  },
  'PATCH /api/teams/:id': {
    audit: 'team.update',
    call: async () => ({
      url: `/api/teams/${(await buildTeam(t.db)).id}`,
      body: { name: `Team ${newId()}` },
    }),
  },
  'DELETE /api/teams/:id': {
    audit: 'team.delete',
    call: async () => ({ url: `/api/teams/${(await buildTeam(t.db)).id}` }),
  },
  // Communications.
  'GET /api/communications': read,
  'POST /api/communications': {
    audit: 'communication.send',
    call: async () => ({
      url: '/api/communications',
      body: { name: 'News', messages: { en: '<p>Hello</p>' }, select: 'notification', type: 'all' },
    }),
  },
  'DELETE /api/communications/:id': {
    audit: 'communication.delete',
    call: async () => {
      const sent = await callAs(t, adminId, 'POST', '/api/communications', {
        name: 'Oops',
        messages: { en: '<p>Sent by mistake</p>' },
        select: 'notification',
        type: 'all',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return { url: `/api/communications/${sent.json()._id}` };
    },
  },
  // The pinned feed notice (rule 24).
  'POST /api/activities/adminCreate': {
    audit: 'notice.create',
    call: async () => ({ url: '/api/activities/adminCreate', body: { notice: 'Welcome' } }),
  },
  'PATCH /api/activities/adminUpdate/:id': {
    audit: 'notice.update',
    call: async () => ({
      url: `/api/activities/adminUpdate/${(await buildAdminNotice(t.db)).id}`,
      body: { notice: 'Changed' },
    }),
  },
  'DELETE /api/activities/adminDelete/:id': {
    audit: 'notice.delete',
    call: async () => ({ url: `/api/activities/adminDelete/${(await buildAdminNotice(t.db)).id}` }),
  },
  // The audit trail itself: reading it is a read, its download an export of people's data.
  'GET /api/admin/audit': read,
  'GET /api/admin/audit/download': {
    audit: 'export.download',
    call: async () => ({ url: '/api/admin/audit/download' }),
  },
  // Routes open to every signed-in account that change only the caller's own account.
  'PATCH /api/profile': { own: 'the caller’s own profile' },
  'POST /api/profile/avatar': { own: 'the caller’s own avatar' },
  'DELETE /api/profile/avatar': { own: 'the caller’s own avatar' },
  'POST /api/profile/changePassword': { own: 'the caller’s own password' },
  'POST /api/subscribe': { own: 'push on the caller’s own device' },
  'DELETE /api/subscribe': { own: 'push on the caller’s own device' },
  'POST /api/users/auth/logout': { own: 'the caller’s own session' },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The rows of `action` by the test's administrator. */
async function rowsOf(action: AuditAction) {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, action)));
  return row?.n ?? 0;
}

async function send(method: Method, call: Call) {
  if (call.upload) {
    return sendMultipart(t, adminId, method as 'POST', call.url, {}, [
      { field: 'image', data: call.upload },
    ]);
  }
  return callAs(t, adminId, method, call.url, call.body);
}

describe('the audit trail covers every administrator write', () => {
  it('knows every route an administrator can call that is admin-only or writes', async () => {
    const catalogue = await collectCatalogue(t.app);
    const callable = catalogue.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        (r.access === 'admin' || (r.access === 'authenticated' && WRITES.has(r.method))),
    );
    const keys = callable.map((r) => r.key);
    // A new route: add it to `routes` with an example request (or say why it is no write).
    expect(keys.filter((key) => !(key in routes))).toEqual([]);
    // A route that is gone: remove it from `routes`.
    expect(Object.keys(routes).filter((key) => !keys.includes(key))).toEqual([]);
    // A route answering a file is a download, which the trail records.
    const readsOfFiles = callable.filter(
      (r) => 'read' in (routes[r.key] ?? {}) && r.responses[200]?.contentType !== undefined,
    );
    expect(readsOfFiles.map((r) => r.key)).toEqual([]);
    // An admin-only write is never the caller's own business.
    const adminWritesNotAudited = callable.filter(
      (r) => r.access === 'admin' && WRITES.has(r.method) && !('audit' in (routes[r.key] ?? {})),
    );
    expect(adminWritesNotAudited.map((r) => r.key)).toEqual([]);
  });

  const audited = Object.entries(routes).flatMap(([key, c]) =>
    'audit' in c ? [[key, c] as const] : [],
  );
  it.each(audited)('%s adds its row to the trail', async (key, c) => {
    const method = key.split(' ')[0] as Method;
    const call = await c.call();
    const before = await rowsOf(c.audit);
    const res = await send(method, call);
    expect(res.statusCode, res.body.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(300);
    expect(await rowsOf(c.audit), `${key} left no ${c.audit} row`).toBeGreaterThan(before);
  });
});
