import { translated } from '@cc/shared/common/translations';
import { isEventVisible } from '@cc/shared/events/events.schemas';
import { NotificationType } from '@cc/shared/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/jobs';
import type { JobHandler, StepResult } from '../../platform/jobs';
import { createNotifications } from '../notifications';
import * as repo from './communications.repository';

/**
 * Type 1001 (rule 21): when an administrator creates a visible event or makes a hidden one
 * visible (decision 034), every active participant gets one notification of it (message =
 * the event's name in their language, modelId = its id), whose push it queues. Sent in the background in
 * batches, each batch's notifications and push job in one transaction; the
 * unique index notifications_once_per_model_idx makes it once per user and event, however
 * often the event opens or a step runs again.
 */

export const EVENT_OPEN_JOB = 'event-open';
/** Participants notified per step. */
export const EVENT_OPEN_BATCH = 1_000;

interface EventOpenPayload {
  eventId: string;
}

/** Queues the announcement of an event; call in the transaction that makes it visible. */
export function announceEventOpen(db: Db, eventId: string): Promise<string> {
  return enqueueJob(db, EVENT_OPEN_JOB, { eventId } satisfies EventOpenPayload);
}

/** The job type that announces an event. */
export const eventOpenJob: JobHandler<EventOpenPayload> = {
  type: EVENT_OPEN_JOB,
  async run(ctx, job): Promise<StepResult> {
    const event = await repo.findEventToAnnounce(ctx.db, job.payload.eventId);
    // Deleted or hidden again before its turn: nobody is told of it.
    if (!event || !isEventVisible(event)) return 'done';
    const recipients = await repo.findUnannouncedParticipants(ctx.db, event.id, EVENT_OPEN_BATCH);
    if (recipients.length === 0) return 'done';
    const names = { de: event.nameDe, en: event.nameEn };
    await ctx.db.transaction((tx) =>
      createNotifications(
        tx,
        recipients.map(({ id: userId, language }) => ({
          userId,
          type: NotificationType.EVENT_OPEN,
          // The event's name in the participant's language (decision 075).
          message: translated(event.name, names, language),
          modelId: event.id,
        })),
      ),
    );
    return 'continue';
  },
};
