import type { Activity } from '@cc/shared/activities/activities.schemas';
import {
  ApiError,
  api,
  failedAnswer,
  NETWORK_ERROR,
  parseJson,
  requestHeaders,
} from '../../../lib/api-client';
import { apiUrl } from '../../../lib/api-url';
import { reportOffline, reportOnline } from '../../../lib/online';

/** The text fields of a create or update (rule 9: both distances, one decimal). */
export interface ActivityRequestFields {
  eventId?: string;
  date: string;
  distanceKm: number;
  distanceMile: number;
  notice: string;
  /** Minutes, 1 to 1440, or `null` for none (issue 25); on an edit `null` removes it. */
  durationMinutes: number | null;
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

function extraHeaders(request: ActivityRequest): Record<string, string> {
  return request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {};
}

/** Without new photos: a plain JSON call through the API client. */
function sendJson(request: ActivityRequest): Promise<Activity> {
  return api<Activity>(request.path, {
    method: request.method,
    body: request.fields,
    headers: extraHeaders(request),
  });
}

/** With new photos: multipart through XMLHttpRequest, whose upload reports progress. */
function sendMultipart(request: ActivityRequest): Promise<Activity> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) {
    // Multipart has no null: an empty part is the server's "none" (a "null" text is refused).
    if (value !== undefined) form.append(name, value === null ? '' : String(value));
  }
  for (const file of request.files) form.append('images', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = requestHeaders(extraHeaders(request));
    xhr.open(request.method, apiUrl(request.path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (navigator.onLine) reportOnline();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1);
        resolve(body as Activity);
      } else {
        reject(failedAnswer(xhr.status, body, headers.Authorization));
      }
    };
    xhr.onerror = () => {
      reportOffline();
      reject(new ApiError(0, NETWORK_ERROR));
    };
    xhr.send(form);
  });
}

/**
 * Sends a create or update: JSON when there are no new photos, otherwise multipart with
 * files `images` and upload progress. Both fail the way `api()` does (`failedAnswer`): the
 * same codes, and a 401 ends the session.
 */
export function sendActivity(request: ActivityRequest): Promise<Activity> {
  return request.files.length > 0 ? sendMultipart(request) : sendJson(request);
}
