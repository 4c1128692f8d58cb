import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { Database } from './client';
import { type ChannelHandlers, listenerApplicationName } from './pg-listener';

/** How long `publish` waits for every listening process to confirm a message. */
export const ACK_TIMEOUT_MS = 1_000;

export interface Broadcast {
  /**
   * Sends `message` to every process listening on the channel, this one included, and
   * settles once each of them has handled it (or after ACK_TIMEOUT_MS); never throws.
   */
  publish(message: string): Promise<void>;
  /** Settles when the first attempt to listen is over. */
  started: Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  acks: number;
  /** Listening processes when the message was sent; unknown until the NOTIFY returns. */
  expected: number;
  done(): void;
}

/**
 * A message to every server process on one PostgreSQL, with acknowledgement: each listener
 * handles a message (`handlers.onMessage`), then answers `ack <id>` on the same channel;
 * the sender counts the answers against the listeners PostgreSQL reports at the moment of
 * sending. So when `publish` settles, every process that could hear has acted on it, and a
 * client that got an answer cannot reach a process that has not (decision 024). Undefined
 * on PGlite, where one process is all there is.
 */
export function openBroadcast(
  database: Database,
  channel: string,
  handlers: ChannelHandlers,
  log: Pick<BaseLogger, 'warn' | 'error'>,
): Broadcast | undefined {
  if (!database.listen) return undefined;
  const pending = new Map<string, Pending>();
  const notify = (payload: string) =>
    database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  const listener = database.listen(channel, {
    ...handlers,
    onMessage(payload) {
      const [kind, id, message] = splitOnce(payload);
      if (kind === 'ack') {
        const waiting = pending.get(id);
        if (!waiting) return;
        waiting.acks += 1;
        if (waiting.acks >= waiting.expected) waiting.done();
      } else if (kind === 'msg') {
        handlers.onMessage(message);
        notify(`ack ${id}`).catch((err) => log.warn({ err }, 'broadcast not acknowledged'));
      }
    },
  });

  async function publish(message: string) {
    const id = randomUUID();
    let done = () => {};
    const acknowledged = new Promise<void>((resolve) => {
      done = resolve;
    });
    // Registered before sending: an answer may come back before the NOTIFY itself returns.
    const waiting: Pending = { acks: 0, expected: Number.POSITIVE_INFINITY, done };
    if (listener.isListening) pending.set(id, waiting);
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await database.db.execute(sql`
        select pg_notify(${channel}, ${`msg ${id} ${message}`}),
          (select count(*)::int from pg_stat_activity
            where datname = current_database()
              and application_name = ${listenerApplicationName(channel)}) as listeners`);
      if (!pending.has(id)) return; // not listening: nobody's answers could reach us
      waiting.expected = (result as unknown as { rows: { listeners: number }[] })
        .rows[0]!.listeners;
      if (waiting.acks >= waiting.expected) return;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), ACK_TIMEOUT_MS);
      });
      if (await Promise.race([acknowledged.then(() => false), timedOut])) {
        log.warn(
          { channel, acks: waiting.acks, listeners: waiting.expected },
          'broadcast not acknowledged by every process in time',
        );
      }
    } catch (err) {
      log.error({ err, channel }, 'broadcast not sent');
    } finally {
      clearTimeout(timer);
      pending.delete(id);
    }
  }

  return { publish, started: listener.started, close: () => listener.close() };
}

/** `kind id rest` -> [kind, id, rest]. */
function splitOnce(payload: string): [string, string, string] {
  const first = payload.indexOf(' ');
  const second = payload.indexOf(' ', first + 1);
  if (first < 0) return [payload, '', ''];
  if (second < 0) return [payload.slice(0, first), payload.slice(first + 1), ''];
  return [payload.slice(0, first), payload.slice(first + 1, second), payload.slice(second + 1)];
}
