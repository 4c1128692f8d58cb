import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { emailTokens, sessions, users } from '../../db/schema';
import { linkIn } from '../../test/smtp';
import type { TestApp } from '../../test/test-app';

let sequence = 0;

/** An address no other test of the process uses. */
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}${sequence}-${Date.now().toString(36)}@example.com`;
}

/** A valid registration body for `email`. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'secret1',
    firstName: 'Erika',
    lastName: 'Mustermann',
    userType: 'Staff',
    country: 'DE',
    ...overrides,
  };
}

/**
 * POSTs JSON to an auth route and checks what every answer must satisfy: no password hash
 * (or anything that looks like one) ever leaves the server.
 */
export async function post(
  t: TestApp,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/auth/${path}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  return res;
}

/** The token at the end of the newest link of `marker` mailed to `email`. */
export async function tokenFromMail(t: TestApp, email: string, marker: string): Promise<string> {
  const link = linkIn(await t.smtp.lastMailTo(email), marker);
  return link.slice(link.lastIndexOf('/') + 1);
}

/** Registers through the API and answers the new user's id and the verification token. */
export async function registerViaApi(t: TestApp, email = uniqueEmail(), password = 'secret1') {
  const res = await post(t, 'register', registration(email, { password }));
  expect(res.statusCode).toBe(201);
  const token = await tokenFromMail(t, email, '/registrationConfirm/');
  return { id: res.json().user._id as string, email, password, token };
}

/** SHA-256 hex, as the server stores link and session tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The link tokens of a user, newest first. */
export function tokensOf(db: Db, userId: string, purpose: 'verify' | 'reset') {
  return db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.userId, userId))
    .orderBy(desc(emailTokens.createdAt))
    .then((rows) => rows.filter((r) => r.purpose === purpose));
}

/** The sessions of a user. */
export function sessionsOf(db: Db, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** The user row of an address. */
export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Mails received so far for an address. */
export function mailsTo(t: TestApp, email: string) {
  return t.smtp.mails.filter((m) => m.to === email.toLowerCase());
}

/** Asserts an error answer: status and `{ errors: { msg } }`. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { errors: { msg: code } },
  });
}

/** Asserts a date lies within a minute of `expectedMs`. */
export function expectAbout(actual: Date | string, expectedMs: number) {
  expect(Math.abs(new Date(actual).getTime() - expectedMs)).toBeLessThan(60_000);
}
