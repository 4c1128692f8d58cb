import { pickLanguage } from '@cc/shared/common/translations';
import type { AudienceType } from '@cc/shared/communications/communications.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/jobs';
import type { JobContext, JobHandler, StepResult } from '../../platform/jobs';
import { createNotifications } from '../notifications';
import { communicationMail } from './communications.mails';
import * as repo from './communications.repository';

/**
 * Sending a communication in the background (rule 22, decision 037). The job lists the
 * recipients once (one INSERT ... SELECT; the total is known from then on), then works the
 * list off in steps:
 * - notification channel: per batch, ONE transaction inserts the type-1000 notifications,
 *   marks the batch's recipients sent and adds them to sentCount, so a crash or restart can
 *   neither lose a recipient nor notify one twice (the notifications queue their pushes,
 *   decision 039);
 * - e-mail channel: one mail per recipient, marked sent right after the mailer accepted it
 *   (a crash between the two can repeat that one mail, never more); a mail server that is
 *   unreachable or answers 4xx makes the step retry with backoff, a 5xx for the address
 *   counts that recipient as failed.
 */

export const DELIVERY_JOB = 'communication-delivery';
/** Recipients notified per transaction. */
export const NOTIFICATION_BATCH = 1_000;
/** Mails sent per step (between two lease renewals). */
export const MAIL_BATCH = 25;

interface DeliveryPayload {
  communicationId: string;
}

/** Queues the delivery of a communication; call in the transaction that stores it. */
export function enqueueDelivery(db: Db, communicationId: string): Promise<string> {
  return enqueueJob(db, DELIVERY_JOB, { communicationId } satisfies DeliveryPayload);
}

/** The message a recipient reads: their language's, or the other one when that is empty. */
export function messageFor(
  c: Pick<repo.CommunicationRow, 'messageDe' | 'messageEn'>,
  language: string,
) {
  return language === 'DE' ? c.messageDe || c.messageEn : c.messageEn || c.messageDe;
}

/**
 * The title and message a recipient reads, both in one language (decision 075): the language
 * of the message they get (theirs, else the other), whose title is that language's, else
 * the single `name`. An English title over a German message can no longer happen.
 */
export function contentFor(
  c: Pick<repo.CommunicationRow, 'name' | 'nameDe' | 'nameEn' | 'messageDe' | 'messageEn'>,
  language: string,
): { title: string; message: string } {
  const messages = { de: c.messageDe, en: c.messageEn };
  const titles = { de: c.nameDe, en: c.nameEn };
  const chosen = pickLanguage(messages, language) ?? (language === 'DE' ? 'de' : 'en');
  return { title: titles[chosen] || c.name, message: messages[chosen] };
}

/** Lists the recipients, once: the first step does it, any later run finds it done. */
async function listRecipients(db: Db, c: repo.CommunicationRow): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await repo.lockCommunication(tx, c.id);
    if (locked?.status !== 'queued') return;
    if (c.audience === 'email') {
      const accounts = await repo.findAccountsByEmail(tx, c.data);
      const byEmail = new Map(accounts.map((a) => [a.email, a]));
      const rows = c.data.map((email) => ({
        communicationId: c.id,
        email,
        userId: byEmail.get(email)?.id ?? null,
        language: byEmail.get(email)?.language ?? c.senderLanguage,
      }));
      for (let i = 0; i < rows.length; i += 1_000) {
        await repo.insertRecipients(tx, rows.slice(i, i + 1_000));
      }
    } else {
      await repo.insertAccountRecipients(tx, c);
    }
    await repo.startSending(tx, c.id);
  });
}

/** Recipients handled per step, by channel. */
export interface BatchSizes {
  notification: number;
  mail: number;
}

/** One transaction: a batch's notifications, its recipients marked sent, the count. */
async function notifyBatch(ctx: JobContext, c: repo.CommunicationRow, size: number) {
  return ctx.db.transaction(async (tx) => {
    const batch = await repo.lockPendingRecipients(tx, c.id, size);
    await createNotifications(
      tx,
      batch
        .filter((r) => r.userId)
        .map((r) => {
          const content = contentFor(c, r.language);
          return {
            userId: r.userId!,
            type: NotificationType.ADMIN_MESSAGE,
            message: content.title,
            description: content.message,
            modelId: c.id,
          };
        }),
    );
    await repo.markRecipients(
      tx,
      c.id,
      batch.map((r) => r.id),
      { state: 'sent' },
    );
    return batch.length;
  });
}

/** A recipient no mail can reach, whatever the retries. */
class PermanentMailError extends Error {}

/**
 * Whether a mail failure concerns the recipient for good: SMTP's permanent 5xx answers
 * (nodemailer's `responseCode`; an unknown mailbox, a refused address). Connection errors,
 * timeouts and 4xx answers are transient.
 */
export function isPermanentRefusal(err: unknown): boolean {
  if (err instanceof PermanentMailError) return true;
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Up to MAIL_BATCH mails, each marked right after the mailer accepted it, or refused the
 * address for good; a transient failure ends the step to be retried.
 */
async function mailBatch(ctx: JobContext, c: repo.CommunicationRow, size: number) {
  // The job's lease keeps other workers off this communication, so no lock is held while
  // mails go out; marking only pending rows makes a repeated mark change nothing.
  const batch = await repo.lockPendingRecipients(ctx.db, c.id, size);
  for (const r of batch) {
    const language = r.language === 'DE' ? 'DE' : 'EN';
    const content = contentFor(c, language);
    const mail = communicationMail(
      r.email ?? '',
      { name: content.title, audience: c.audience as AudienceType },
      content.message,
      language,
    );
    try {
      if (!r.email) throw new PermanentMailError('no address');
      await ctx.mailer.send(mail);
    } catch (err) {
      // A mail server that is down or says "try later" fails the step: the queue runs it
      // again with backoff, from this recipient on. Only a refusal of the address itself
      // counts this recipient as failed.
      if (!isPermanentRefusal(err)) throw err;
      const error = (err as Error)?.message ?? String(err);
      ctx.log.warn({ err, recipient: r.id }, 'communication mail refused');
      await repo.markRecipients(ctx.db, c.id, [r.id], { state: 'failed', error });
      continue;
    }
    await repo.markRecipients(ctx.db, c.id, [r.id], { state: 'sent' });
  }
  return batch.length;
}

/** The job type that sends communications, `sizes` recipients per step (tests make them small). */
export function deliveryJobWith(sizes: BatchSizes): JobHandler<DeliveryPayload> {
  return {
    type: DELIVERY_JOB,
    async run(ctx, job): Promise<StepResult> {
      const c = await repo.findCommunicationById(ctx.db, job.payload.communicationId);
      // Deleted meanwhile: what was delivered stays, the rest is not sent.
      if (!c || c.status === 'sent' || c.status === 'failed') return 'done';
      if (c.status === 'queued') {
        await listRecipients(ctx.db, c);
        return 'continue';
      }
      const handled =
        c.channel === 'email'
          ? await mailBatch(ctx, c, sizes.mail)
          : await notifyBatch(ctx, c, sizes.notification);
      if (handled > 0) return 'continue';
      await repo.finishSending(ctx.db, c.id);
      ctx.log.info({ communicationId: c.id }, 'communication sent');
      return 'done';
    },
    async onFailed(ctx, job) {
      await repo.markCommunicationFailed(ctx.db, job.payload.communicationId);
    },
  };
}

/** The job type that sends communications. */
export const deliveryJob = deliveryJobWith({ notification: NOTIFICATION_BATCH, mail: MAIL_BATCH });
