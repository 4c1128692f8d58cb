import pg from 'pg';
import type { Logger } from 'pino';

/** What a channel listener reports; the handlers must not throw. */
export interface ChannelHandlers {
  /** A message published on the channel, by any process (this one included). */
  onMessage(payload: string): void;
  /** The connection is gone: messages published from now on may be missed until `onListening`. */
  onLost(): void;
  /** LISTEN holds: on the first connection and after every reconnect. */
  onListening(): void;
}

export interface ChannelListener {
  /** Settles when the first attempt to listen is over, whether it succeeded or not. */
  started: Promise<void>;
  readonly isListening: boolean;
  /** Ends the connection and any reconnecting. */
  close(): Promise<void>;
}

/** The `application_name` a listener on `channel` shows in pg_stat_activity. */
export function listenerApplicationName(channel: string): string {
  return `cc-listen ${channel}`;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * Listens on a PostgreSQL notification channel over one dedicated connection outside the
 * pool (a pooled connection would be handed to other work and miss messages). A lost
 * connection (a PostgreSQL restart, a terminated backend) is reported and re-opened with
 * jittered exponential backoff until `close`; nothing here throws into the process.
 */
export function listenToChannel(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
  log: Logger,
): ChannelListener {
  // The name goes into SQL as an identifier: a fixed word, never input.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let current: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  const lose = (client: pg.Client, err?: Error) => {
    if (current !== client) return; // an earlier connection, already replaced
    current = undefined;
    client.end().catch(() => {});
    if (listening) {
      listening = false;
      log.warn({ err, channel }, 'notification listener lost its connection; reconnecting');
      handlers.onLost();
    } else {
      log.debug({ err, channel }, 'notification listener could not connect; retrying');
    }
    if (closed) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(connect, delay * (0.5 + Math.random() / 2));
  };

  async function connect() {
    timer = undefined;
    const client = new pg.Client({
      connectionString,
      application_name: listenerApplicationName(channel),
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    current = client;
    client.on('error', (err) => lose(client, err));
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.onMessage(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      lose(client, err as Error);
      markStarted();
      return;
    }
    markStarted();
    if (current !== client) return; // lost or closed meanwhile
    if (failures > 0) log.info({ channel }, 'notification listener listening again');
    failures = 0;
    listening = true;
    handlers.onListening();
  }

  void connect();
  return {
    started,
    get isListening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
