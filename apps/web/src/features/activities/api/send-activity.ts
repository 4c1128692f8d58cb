import type { Activity } from '@cc/shared/activities/activities.schemas';
import { type ErrorBody, isErrorCode } from '@cc/shared/errors/error-codes';
import { ApiError, apiUrl, authHeaders, NETWORK_ERROR } from '../../../lib/api-client';

/** The text fields of a create or update (rule 9: both distances, one decimal). */
export interface ActivityRequestFields {
  eventId?: string;
  date: string;
  distanceKm: number;
  distanceMile: number;
  notice: string;
}

/** One create or update call: the fields, the new photos and how to report upload progress. */
export interface ActivityRequest {
  method: 'POST' | 'PATCH';
  path: string;
  fields: ActivityRequestFields;
  /** New photos only; photos already hosted are never sent again. */
  files: File[];
  /** Makes a retried create return the first result (rule 12). */
  idempotencyKey?: string;
  /** Upload progress from 0 to 1, reported while photos travel. */
  onProgress?: (fraction: number) => void;
}

function toApiError(status: number, body: unknown): ApiError {
  const errors = (body as Partial<ErrorBody> | undefined)?.errors;
  const fallback = status >= 500 ? 'INTERNAL' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
  return new ApiError(status, isErrorCode(errors?.msg) ? errors.msg : fallback, errors?.fields);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function requestHeaders(request: ActivityRequest): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  return headers;
}

/** Without new photos: a plain JSON call. */
async function sendJson(request: ActivityRequest): Promise<Activity> {
  let response: Response;
  try {
    response = await fetch(apiUrl(request.path), {
      method: request.method,
      headers: { ...requestHeaders(request), 'Content-Type': 'application/json' },
      body: JSON.stringify(request.fields),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, body);
  return body as Activity;
}

/** With new photos: multipart through XMLHttpRequest, whose upload reports progress. */
function sendMultipart(request: ActivityRequest): Promise<Activity> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, String(value));
  for (const file of request.files) form.append('images', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, apiUrl(request.path));
    for (const [name, value] of Object.entries(requestHeaders(request))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1);
        resolve(body as Activity);
      } else {
        reject(toApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(form);
  });
}

/**
 * Sends a create or update: JSON when there are no new photos, otherwise multipart with
 * files `images` and upload progress. Throws `ApiError` like `api()` does.
 */
export function sendActivity(request: ActivityRequest): Promise<Activity> {
  return request.files.length > 0 ? sendMultipart(request) : sendJson(request);
}
