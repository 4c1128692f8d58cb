import { and, eq } from 'drizzle-orm';
import { communicationRecipients, communications, notifications } from '../../db/schema';
import {
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
  startJobWorker,
} from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { callAs } from '../../test/requests';
import type { TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { communicationJobs } from './index';

/** A job worker on the test app's database, polling often so tests wait little. */
export function startTestWorker(
  t: TestApp,
  opts: Partial<Omit<JobWorkerOptions, 'database' | 'deps'>> & { mailer?: Mailer } = {},
): JobWorker {
  const { mailer, ...options } = opts;
  return startJobWorker({
    database: t.database,
    deps: { ...t.app.deps, log: t.app.log, ...(mailer ? { mailer } : {}) },
    handlers: communicationJobs,
    pollMs: 20,
    retryBaseMs: 10,
    ...options,
  });
}

/** POST /api/communications as `adminId`; answers the response. */
export function sendCommunication(t: TestApp, adminId: string, body: object) {
  return callAs(t, adminId, 'POST', '/api/communications', body);
}

/** The stored communication. */
export async function reloadCommunication(t: TestApp, id: string) {
  const [row] = await t.db.select().from(communications).where(eq(communications.id, id));
  return row;
}

/** Waits until the communication's status is `status` (or failed, which fails the wait). */
export async function waitForStatus(t: TestApp, id: string, status = 'sent') {
  await waitFor(
    async () => (await reloadCommunication(t, id))?.status === status,
    `status ${status}`,
  );
  return (await reloadCommunication(t, id))!;
}

/** Notifications of one type stored for `modelId`, as (user, message, description). */
export async function notificationsOf(t: TestApp, modelId: string, type = 1000) {
  return t.db
    .select({
      userId: notifications.userId,
      message: notifications.message,
      description: notifications.description,
    })
    .from(notifications)
    .where(and(eq(notifications.modelId, modelId), eq(notifications.type, type)));
}

/** The recipient rows of a communication. */
export function recipientsOf(t: TestApp, communicationId: string) {
  return t.db
    .select()
    .from(communicationRecipients)
    .where(eq(communicationRecipients.communicationId, communicationId));
}

/** Mails received so far for an address. */
export function mailsTo(t: TestApp, email: string) {
  return t.smtp.mails.filter((m) => m.to === email.toLowerCase());
}

/** A valid body: a notification to everyone in English. */
export function communicationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Half-time news',
    messages: { en: '<p>We are half way!</p>' },
    select: 'notification',
    type: 'all',
    ...overrides,
  };
}

/** How often each user id occurs. */
export function countByUser(rows: Array<{ userId: string }>) {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.userId, (counts.get(r.userId) ?? 0) + 1);
  return counts;
}

/** Wraps a job handler so a test can act after each step (stop a worker, hang a step). */
export function afterEachStep<P>(
  handler: JobHandler<P>,
  act: (step: number) => Promise<void> | void,
): JobHandler<P> {
  let step = 0;
  return {
    ...handler,
    async run(ctx, job) {
      const result = await handler.run(ctx, job);
      step += 1;
      await act(step);
      return result;
    },
  };
}
