import { type ErrorBody, isErrorCode } from '@cc/shared/errors/error-codes';
import { expireSession, useAuthStore } from './auth-store';
import { currentLanguage } from './i18n';

/** Code of an `ApiError` when the server could not be reached at all. */
export const NETWORK_ERROR = 'NETWORK';

/**
 * Every failed call throws this: the HTTP status (0 when the network failed), the API's
 * error code (`errors.msg`, or `NETWORK`) and the per-field codes of a validation failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string[]>;

  constructor(status: number, code: string, fields?: Record<string, string[]>) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Whether a value is an `ApiError`, optionally with one of the given codes. */
export function isApiError(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serialisable value, or `FormData` for uploads. */
  body?: unknown;
  /** Query string values; `undefined` entries are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
}

/** Headers that identify the caller: the bearer token when signed in, and the UI language. */
export function authHeaders(): Record<string, string> {
  const { token, authed } = useAuthStore.getState();
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (authed && token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Builds `/api<path>?<query>`. */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Codes for statuses whose body carries none (a proxy error page, an empty 404). */
function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const errors = (body as Partial<ErrorBody> | undefined)?.errors;
  const code = isErrorCode(errors?.msg) ? errors.msg : codeForStatus(status);
  return new ApiError(status, code, errors?.fields);
}

/**
 * Calls the API at `/api<path>` and returns its JSON answer (`undefined` for 204).
 * Throws `ApiError` for every non-2xx answer and for network failures (`NETWORK`).
 * A 401 on a GET means the session has ended: the browser session is dropped and the page
 * reloads (participant spec §4).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  const sentToken = Boolean(headers.Authorization);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  if (response.status === 204) return undefined as T;
  const json = await readJson(response);
  if (response.ok) return json as T;

  if (response.status === 401 && method === 'GET' && sentToken) expireSession();
  throw toApiError(response.status, json);
}
