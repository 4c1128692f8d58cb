import { type ErrorBody, type ErrorCode, isErrorCode } from '@cc/shared/errors/error-codes';
import { apiUrl, type QueryParams } from './api-url';
import { expireSession, useAuthStore } from './auth-store';
import { takeEarlyRead } from './early-reads';
import { currentLanguage } from './i18n';
import { reportOffline, reportOnline } from './online';

/** Code of an `ApiError` when the server could not be reached at all. */
export const NETWORK_ERROR = 'NETWORK';

/** The header the service worker puts on an API answer it took from its cache. */
export const OFFLINE_CACHE_HEADER = 'X-From-Offline-Cache';

/** What a failed call can be: one of the API's error codes, or the network failing. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR;

/**
 * Every failed call throws this: the HTTP status (0 when the network failed), the API's
 * error code (`errors.msg`, or `NETWORK`) and the per-field codes of a validation failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string[]>;

  constructor(status: number, code: ApiErrorCode, fields?: Record<string, string[]>) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Whether a value is an `ApiError`, optionally with one of the given codes. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serialisable value, or `FormData` for uploads. */
  body?: unknown;
  /** Query string values; `undefined` entries are left out. */
  query?: QueryParams;
  /** Headers of this call besides the identifying ones (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Headers that identify the caller: the bearer token when signed in, and the UI language. */
export function authHeaders(): Record<string, string> {
  const { token, authed } = useAuthStore.getState();
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (authed && token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Codes for statuses whose body carries none (a proxy error page, an empty 404). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/** A response body as JSON; `undefined` when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The `ApiError` of a non-2xx answer: the code the body names (`errors.msg`), or the code of
 * the status when the body names none, with the body's field codes.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const errors = (body as Partial<ErrorBody> | undefined)?.errors;
  const code = isErrorCode(errors?.msg) ? errors.msg : codeForStatus(status);
  return new ApiError(status, code, errors?.fields);
}

/**
 * What every transport (fetch, the upload's XMLHttpRequest, the streamed download) does with
 * a non-2xx answer. A 401 to a request that carried the current session's token means the
 * server no longer accepts the session: it is dropped and the page reloads onto the login
 * (participant spec §4 names the GET; a refused write means the same, and keeping the user on
 * a form they cannot send helps nobody). A 401 to a request sent under a session that has
 * ended since (a background read still on its way at the logout) changes nothing: reloading
 * would wipe the login form the user is typing into. Returns the error to throw.
 */
export function failedAnswer(
  status: number,
  body: unknown,
  sentAuthorization: string | undefined,
): ApiError {
  if (status === 401 && sentAuthorization && sentAuthorization === authHeaders().Authorization) {
    expireSession();
  }
  return toApiError(status, body);
}

/** The headers of every call: `Accept`, the caller's own, then the identifying ones. */
export function requestHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { Accept: 'application/json', ...extra, ...authHeaders() };
}

/**
 * Sends a request to `/api<path>` and answers the successful `Response` unread, for callers
 * that stream it (the users export). Fails like `api()`.
 */
export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  const headers = requestHeaders(options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = apiUrl(path, query);
  // A read the page's early start already sent is taken on its way (decision 087).
  const early = method === 'GET' ? takeEarlyRead(url, headers) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' }));
  } catch (error) {
    if (signal?.aborted) throw error;
    reportOffline();
    throw new ApiError(0, NETWORK_ERROR);
  }
  // Any answer, even a refusal, shows the server is reachable (admin spec §4 Online/offline);
  // one the service worker took from its cache shows it was not (decision 040).
  if (response.headers.has(OFFLINE_CACHE_HEADER)) reportOffline();
  else if (navigator.onLine) reportOnline();
  if (response.ok) return response;
  const answer = parseJson(await response.text().catch(() => ''));
  throw failedAnswer(response.status, answer, headers.Authorization);
}

/**
 * Calls the API at `/api<path>` and returns its JSON answer (`undefined` for 204).
 * Throws `ApiError` for every non-2xx answer (see `failedAnswer`: a 401 ends the session) and
 * for network failures (`NETWORK`).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  return parseJson(await response.text()) as T;
}
