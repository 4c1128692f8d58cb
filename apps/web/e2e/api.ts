import { expect } from '@playwright/test';
import { admin, baseURL, platformTimeZone } from '../playwright.config';

/** Signs the e2e administrator in through the API and returns the bearer token. */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseURL}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return (await res.json()).token;
}

/** Where a participant lives and how they take part (a German customer unless told). */
export interface ParticipantKind {
  country?: string;
  userType?: 'Customer' | 'Family' | 'Supplier' | 'Staff';
}

/**
 * Creates a verified participant through the admin API, so a journey can start at login
 * (the registration journey covers the way there).
 */
export async function createParticipant(
  email: string,
  password: string,
  lastName = 'Walker',
  { country = 'DE', userType = 'Customer' }: ParticipantKind = {},
) {
  const res = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Paula',
      lastName,
      country,
      userType,
      role: 'user',
    }),
  });
  expect(res.status).toBe(201);
}

/** A JSON call of the API with a bearer token; fails the journey on an unexpected status. */
export async function call(
  token: string,
  method: string,
  path: string,
  body?: object,
  status = 200,
) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    // A JSON content type without a body is refused (empty JSON body): only with one.
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}`).toBe(status);
  return res.status === 204 ? undefined : res.json();
}

/** Today in the platform time zone of the run (the e2e server's TIME_ZONE). */
export function today(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: platformTimeZone });
}

/** Creates an event running today through the admin API and answers its id. */
export async function createRunningEvent(name: string): Promise<string> {
  const day = today();
  const event = await call(
    await adminToken(),
    'POST',
    '/events',
    { name, startDate: day, endDate: day, maximumKm: 50 },
    201,
  );
  return event._id;
}

/**
 * A participant ready for a social journey: created by the admin (of `kind`), first-login
 * profile saved (in `language`, English unless told), joined to `eventId`. Answers the
 * bearer token.
 */
export async function readyParticipant(
  email: string,
  password: string,
  lastName: string,
  eventId: string,
  language: 'DE' | 'EN' = 'EN',
  kind: ParticipantKind = {},
): Promise<string> {
  await createParticipant(email, password, lastName, kind);
  const res = await fetch(`${baseURL}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, keepLoggedIn: true }),
  });
  const { token } = await res.json();
  // Language alone would leave the first login open (decision 080): the profile form's save
  // sends the other settings with it.
  await call(token, 'PATCH', '/profile', { language, activityType: 'Running' });
  await call(token, 'POST', '/profile/registerEvent', { eventId });
  return token;
}

/** Logs an activity of `km` today through the API and answers its id. */
export async function logActivity(token: string, eventId: string, km: number): Promise<string> {
  const activity = await call(
    token,
    'POST',
    '/activities',
    { eventId, date: today(), distanceKm: km },
    201,
  );
  return activity._id;
}

/** The id of the signed-in user of `token`. */
export async function userIdOf(token: string): Promise<string> {
  return (await call(token, 'GET', '/profile'))._id;
}

/**
 * Logs an activity of `km` today with one photo through the API (multipart, as the form
 * sends it) and answers its id. `photo` is the file's bytes as a camera would send them.
 */
export async function logActivityWithPhoto(
  token: string,
  eventId: string,
  km: number,
  photo: { bytes: Buffer; type: string; name: string },
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ eventId, date: today(), distanceKm: String(km) })) {
    form.set(name, value);
  }
  form.append('images', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const res = await fetch(`${baseURL}/api/activities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json())._id;
}
