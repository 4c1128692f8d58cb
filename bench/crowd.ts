import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { BROWSER_ACCEPT_ENCODING } from './lib';
import { crowdEmail, crowdPassword, uniquePhoto } from './seed-crowd';

/**
 * One participant's morning, as the web app asks for it (apps/web/src/features/<f>/api):
 * each step is a screen, its requests sent together as the page sends them, and the step
 * lasts until the last of them has answered.
 */
export const STEPS = [
  'sign in',
  'profile',
  'register',
  'feed',
  'progress',
  'log activity',
  'log with photo',
  'ranking',
] as const;
export type Step = (typeof STEPS)[number];

/** What a run needs to know about the server and the morning. */
export interface CrowdSetting {
  base: string;
  eventId: string;
  /** Today in the server's time zone, YYYY-MM-DD. */
  day: string;
  /** The phone photo one in `photoEvery` participants attaches (bench/seed-crowd.ts). */
  photo: Buffer;
  photoEvery: number;
  /** Where each step's duration and failures go. */
  record: (step: Step, ms: number, failure?: string) => void;
  /** Where each step's requests go, for the CPU probe (optional). */
  around?: (step: Step, run: () => Promise<void>) => Promise<void>;
}

/**
 * Connections are kept alive and reused like a browser's; there are enough of them that no
 * request waits for a free one (arrivals are open-loop: a slow server does not slow them).
 */
export const agent = new Agent({ connections: 512, keepAliveTimeout: 30_000, pipelining: 1 });

/** Sends one request; resolves with the JSON body of a 2xx answer, throws on anything else. */
async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: { json: unknown } | { multipart: Buffer; boundary: string },
  extra: Record<string, string> = {},
  read = false,
): Promise<unknown> {
  const headers: Record<string, string> = {
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
    ...extra,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['content-type'] = `multipart/form-data; boundary=${body.boundary}`;
    payload = body.multipart;
  }
  const res = await request(`${base}${path}`, {
    method,
    headers,
    body: payload,
    dispatcher: agent,
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw new Error(`${method} ${path.split('?')[0]} ${res.statusCode}`);
  }
  // Only the sign-in's answer is read (its token); the others are received whole and left.
  if (!read || raw.length === 0) return undefined;
  const encoding = res.headers['content-encoding'];
  const plain =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(plain.toString('utf8'));
}

/** The multipart body the web app's XMLHttpRequest sends: the fields, then the photo. */
function multipartOf(fields: Record<string, string>, photo: Buffer) {
  const boundary = `----crowd${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="IMG_0001.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { multipart: Buffer.concat(parts), boundary };
}

/**
 * Participant `i` arrives: signs in with the real password, opens the app, joins the
 * challenge, reads the feed and their progress, logs a run (one in `photoEvery` with a photo)
 * and looks at the ranking. A failed step is recorded and ends the morning for that person,
 * as the web app would show an error there.
 */
export async function arrive(setting: CrowdSetting, i: number): Promise<void> {
  const { base, eventId, record } = setting;
  const around = setting.around ?? ((_step, run) => run());
  let token: string | undefined;
  const step = async (name: Step, run: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await around(name, async () => {
        await run();
      });
      record(name, performance.now() - started);
    } catch (err) {
      record(name, performance.now() - started, err instanceof Error ? err.message : String(err));
      throw err;
    }
  };
  const get = (path: string) => call(base, 'GET', path, token);
  const event = encodeURIComponent(eventId);
  try {
    // The login page: the answer carries the token and the profile.
    await step('sign in', async () => {
      const answer = (await call(
        base,
        'POST',
        '/api/users/auth/login',
        undefined,
        {
          json: { email: crowdEmail(i), password: crowdPassword(i), keepLoggedIn: true },
        },
        {},
        true,
      )) as { token?: string } | undefined;
      if (!answer?.token) throw new Error('login answered no token');
      token = answer.token;
    });
    // The start-up load (entities/session): the profile and the user's events.
    await step('profile', () => Promise.all([get('/api/profile'), get('/api/profile/events')]));
    // Joining (features/events/api/register-event.ts), then the refresh it waits for.
    await step('register', async () => {
      await call(base, 'POST', '/api/profile/registerEvent', token, { json: { eventId } });
      await Promise.all([get('/api/profile'), get('/api/profile/events')]);
    });
    // The newsfeed: page 1 of the "all" tab and the pinned notice.
    await step('feed', () =>
      Promise.all([
        get('/api/activities/newFeedsAll?page=1&limit=10'),
        get('/api/activities/newFeedsAdmin'),
      ]),
    );
    // The progress page: the figures and the user's own group (entities/segments).
    await step('progress', () =>
      Promise.all([
        get(`/api/events/${event}/progress`),
        get(`/api/activities/ranking/segments?event_id=${event}&by=userType&metric=avgActive`),
      ]),
    );
    // The activity form (features/activities/api/send-activity.ts), with its Idempotency-Key.
    const fields = {
      eventId,
      date: setting.day,
      distanceKm: '5.2',
      distanceMile: '3.2',
      notice: `First run of the challenge, participant ${i}`,
      durationMinutes: '31',
    };
    const key = { 'idempotency-key': randomUUID() };
    if (i % setting.photoEvery === 0) {
      const photo = uniquePhoto(setting.photo, `crowd-${i}-${randomUUID()}`);
      await step('log with photo', () =>
        call(base, 'POST', '/api/activities', token, multipartOf(fields, photo), key),
      );
    } else {
      const json = { ...fields, distanceKm: 5.2, distanceMile: 3.2, durationMinutes: 31 };
      await step('log activity', () => call(base, 'POST', '/api/activities', token, { json }, key));
    }
    // The ranking page: the first page of everyone and the user's own card.
    await step('ranking', () =>
      Promise.all([
        get(`/api/activities/ranking/all?event_id=${event}&sort=rank&order=1&page=1&limit=10`),
        get(`/api/activities/ranking/me?event_id=${event}`),
      ]),
    );
  } catch {
    // Recorded by the step that failed; this participant stops there.
  }
}
