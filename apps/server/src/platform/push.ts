/**
 * Web Push to participants' devices (rule 22, issue 12). This is the interface the senders
 * of notifications call; the push module provides the implementation. Until it does,
 * `Deps.push` is absent and callers skip it (`ctx.push?.notify(...)`).
 */

/** What a device shows: the notification type, its title and what it concerns. */
export interface PushPayload {
  /** Notification type of rule 21 (1000 a communication, 1001 an event opened). */
  type: number;
  title: string;
  /** The communication or event concerned. */
  modelId: string | null;
}

export interface PushNotifier {
  /**
   * Sends `payload` to every subscription of `userIds`, after their in-app notifications
   * are committed. Users without a subscription are skipped; it never throws for one
   * unreachable device.
   */
  notify(userIds: string[], payload: PushPayload): Promise<void>;
}
