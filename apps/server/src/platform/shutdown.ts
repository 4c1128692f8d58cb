import type http from 'node:http';
import net from 'node:net';

/** An idle keep-alive connection is closed once it has had this long to bring a request. */
export const IDLE_GRACE_MS = 1_000;
/** Requests still running this long after the signal are cut. */
export const DRAIN_DEADLINE_MS = 10_000;

export interface Shutdown {
  /**
   * Stops accepting connections, lets every request the server took finish and closes each
   * connection after its last answer; settles when none is left, or at the deadline with
   * the count of requests that were still running and had to be cut.
   */
  drain(options?: { idleGraceMs?: number; deadlineMs?: number }): Promise<{ cut: number }>;
}

/**
 * Prepares `server` for a graceful stop (decision 028); call before it listens. Node's own
 * `server.close()` also drops idle keep-alive connections at once, which races with a client
 * that is writing its next request on one: that request is lost although the client did
 * everything right. Here, instead:
 * - the listening socket closes, so new connections go elsewhere (or are refused);
 * - every answer from then on, including those of requests already running, says
 *   `Connection: close`, so a client finishes its exchange and reconnects elsewhere;
 * - a connection that stays idle for IDLE_GRACE_MS is closed: it has no request in flight
 *   (a client that keeps a connection open sends on it within that time or not at all, and
 *   a connection used meanwhile closes after its answer);
 * - after DRAIN_DEADLINE_MS whatever remains is closed.
 */
export function prepareShutdown(server: http.Server): Shutdown {
  const running = new Set<http.ServerResponse>();
  let draining = false;
  // Ahead of the application's own listener, so the header is set before any answer.
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close');
    running.add(response);
    response.once('close', () => running.delete(response));
  });

  return {
    async drain({ idleGraceMs = IDLE_GRACE_MS, deadlineMs = DRAIN_DEADLINE_MS } = {}) {
      draining = true;
      for (const response of running) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      // net.Server's close stops accepting and reports when the last connection is gone,
      // without http.Server's immediate closing of idle connections.
      const allClosed = new Promise<boolean>((resolve) => {
        net.Server.prototype.close.call(server, () => resolve(true));
      });
      const timers: NodeJS.Timeout[] = [];
      const deadline = new Promise<boolean>((resolve) => {
        timers.push(setTimeout(() => resolve(false), deadlineMs));
      });
      timers.push(setTimeout(() => server.closeIdleConnections(), idleGraceMs));
      const drained = await Promise.race([allClosed, deadline]);
      for (const timer of timers) clearTimeout(timer);
      if (drained) return { cut: 0 };
      const cut = running.size;
      server.closeAllConnections();
      return { cut };
    },
  };
}
