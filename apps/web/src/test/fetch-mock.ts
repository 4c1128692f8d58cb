import { vi } from 'vitest';

/** One canned answer: status and JSON body (none for 204). */
export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A fixed answer, or one made per request (a promise holds the answer back until it settles). */
type Handler =
  | MockReply
  | ((request: { body: unknown; headers: Headers }) => MockReply | Promise<MockReply>);

/** Canned answers keyed by `METHOD /api/path`. */
export type Handlers = Record<string, Handler>;

/** The calls the app made, for assertions on what was sent. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces `fetch` (the network boundary) with canned answers keyed by `METHOD /api/path`.
 * Unknown calls answer 404 NOT_FOUND. Returns the list of recorded calls.
 */
export function mockFetch(handlers: Handlers): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body, headers });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler({ body, headers })
        : (handler ?? { status: 404, body: { errors: { msg: 'NOT_FOUND' } } });
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The error body the API answers with. */
export function apiErrorBody(code: string, fields?: Record<string, string[]>) {
  return { errors: { msg: code, ...(fields ? { fields } : {}) } };
}

/** The query of every request the stubbed fetch got for `path` (`/api/...`), in order. */
export function requestedQueries(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
