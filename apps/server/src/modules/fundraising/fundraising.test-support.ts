import type { Fundraising, Pledge, Statement } from '@cc/shared/fundraising/fundraising.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { jobs, notifications } from '../../db/schema';
import { callAs } from '../../test/requests';
import { dayFromToday, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { MILESTONE_JOB } from './fundraising.milestones';

/** Requests and reads the fundraising tests share (issue 24, decision 070). */

/** A cause as an administrator sets it. */
export const causeBody = {
  currency: 'EUR',
  charityName: 'Children’s hospital',
  charityUrl: 'https://hospital.example.org',
};

/** Throws with the answer when a call did not answer `status`. */
function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) {
    throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  }
}

/** PUT /api/events/:id/fundraising as `adminId`; answers the fundraising. */
export async function setCause(
  t: TestApp,
  adminId: string,
  eventId: string,
  body: object = {},
): Promise<Fundraising> {
  const res = await callAs(t, adminId, 'PUT', `/api/events/${eventId}/fundraising`, {
    ...causeBody,
    ...body,
  });
  expectStatus(res, 200, 'PUT fundraising');
  return res.json();
}

/** A body of POST /api/events/:id/pledges: an event-wide per-km pledge unless told. */
export function pledgeBody(overrides: Record<string, unknown> = {}) {
  return {
    sponsorName: 'Acme GmbH',
    sponsorEmail: 'giving@acme.example.com',
    kind: 'perKm',
    scope: 'event',
    ratePerKmMinor: 100,
    ...overrides,
  };
}

/** POST /api/events/:id/pledges as `adminId`; answers the pledge. */
export async function addPledge(
  t: TestApp,
  adminId: string,
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<Pledge> {
  const res = await callAs(t, adminId, 'POST', `/api/events/${eventId}/pledges`, {
    ...pledgeBody(overrides),
  });
  expectStatus(res, 201, 'POST pledge');
  return res.json();
}

/** GET /api/events/:id/fundraising as `userId`; answers the fundraising. */
export async function readFundraising(
  t: TestApp,
  userId: string,
  eventId: string,
): Promise<Fundraising> {
  const res = await callAs(t, userId, 'GET', `/api/events/${eventId}/fundraising`);
  expectStatus(res, 200, 'GET fundraising');
  return res.json();
}

/** POST /api/activities of `km` kilometres today as `userId`; answers the activity's id. */
export async function logKm(t: TestApp, userId: string, eventId: string, km: number) {
  const res = await callAs(t, userId, 'POST', '/api/activities', {
    eventId,
    date: dayFromToday(t),
    distanceKm: km,
  });
  expectStatus(res, 201, 'POST activity');
  return res.json()._id as string;
}

/** Moves a running event's last day to yesterday (admin PATCH): it has ended. */
export async function endEvent(t: TestApp, adminId: string, eventId: string) {
  const res = await callAs(t, adminId, 'PATCH', `/api/events/${eventId}`, {
    endDate: dayFromToday(t, -1),
  });
  expectStatus(res, 200, 'PATCH event end');
}

/** POST /api/events/:id/fundraising/settle as `adminId`; answers the statement. */
export async function settle(t: TestApp, adminId: string, eventId: string): Promise<Statement> {
  const res = await callAs(t, adminId, 'POST', `/api/events/${eventId}/fundraising/settle`);
  expectStatus(res, 200, 'settle');
  return res.json();
}

/** The statement as a workbook, every row's cell values (the header row first). */
export async function statementSheet(
  t: TestApp,
  adminId: string,
  eventId: string,
  headers: Record<string, string> = {},
) {
  const res = await callAs(
    t,
    adminId,
    'GET',
    `/api/events/${eventId}/fundraising/statement?format=xlsx`,
    undefined,
    headers,
  );
  expectStatus(res, 200, 'statement xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

/** Column of the owed amount in the statement workbook (0-based). */
export const OWED_COLUMN = 12;

/** The milestone notifications (1008) of an event, as (user, percent). */
export function milestoneNotifications(t: TestApp, eventId: string) {
  return t.db
    .select({ userId: notifications.userId, message: notifications.message })
    .from(notifications)
    .where(
      and(
        eq(notifications.modelId, eventId),
        eq(notifications.type, NotificationType.FUNDRAISING_MILESTONE),
      ),
    );
}

/** Waits until no milestone job is queued or running. */
export async function milestoneQueueEmpty(t: TestApp) {
  await waitFor(
    async () =>
      (
        await t.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.type, MILESTONE_JOB), inArray(jobs.state, ['queued', 'running'])))
      ).length === 0,
    'no milestone job left',
  );
}
