import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import {
  authHeader,
  buildAdmin,
  buildUser,
  DEFAULT_PASSWORD,
  tokenFor,
} from '../../test/factories';
import { linkIn } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { hashToken } from './sessions.service';

// Two instances of the app, each with its own pool and session cache, on one PostgreSQL
// database: what two server processes behind one address are. A change made through one
// must hold on the other at once, although the other has the token in its cache.
const onPostgres = process.env.TEST_DB === 'postgres';
const LISTENER = 'cc-listen cc_session_revoked';

let t: TestApp;
let other: FastifyInstance;
let otherDatabase: Database;
let adminUrl: string;
let otherUrl: string;
let admin: Record<string, string>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const result = await t.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  adminUrl = url.toString();
  url.pathname = `/${row!.name}`;
  otherUrl = url.toString();
  otherDatabase = openPostgres(otherUrl, pino({ level: 'silent' }), 3);
  other = await buildApp({ ...t.app.deps, database: otherDatabase, logger: false });
  await other.ready();
  admin = await authHeader(t.db, (await buildAdmin(t.db)).id);
});
afterAll(async () => {
  if (!onPostgres) return;
  await other.close();
  await otherDatabase.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function profileStatus(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
  return res.statusCode;
}

/** A new user's token, used on the other instance so that its cache holds it. */
async function tokenCachedOnOther(userId?: string) {
  const id = userId ?? (await buildUser(t.db)).id;
  const token = await tokenFor(t.db, id);
  expect(await profileStatus(other, token)).toBe(200);
  expect(other.deps.sessions.get(hashToken(token))?.id).toBe(id);
  return { id, token };
}

/** Runs one statement on the server as the administrator, outside the app's pools. */
async function asServerAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('a session ended through one server instance', () => {
  it('is refused by the other instance on the next request after logout', async () => {
    const { token } = await tokenCachedOnOther();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect(await profileStatus(other, token)).toBe(401);
  });

  it('is refused by the other instance when the user changes the password elsewhere', async () => {
    const { id, token } = await tokenCachedOnOther();
    const current = await tokenFor(t.db, id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/changePassword',
      headers: bearer(current),
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: 'another1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(other, token)).toBe(401);
    expect(await profileStatus(other, current)).toBe(200);
  });

  it('is refused by the other instance after a password reset', async () => {
    const user = await buildUser(t.db);
    const { token } = await tokenCachedOnOther(user.id);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const link = linkIn(await t.smtp.lastMailTo(user.email), '/resetPassword/');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/reset',
      payload: { id: link.slice(link.lastIndexOf('/') + 1), password: 'newpass1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(other, token)).toBe(401);
  });

  it('is refused by the other instance once an administrator deactivates the user', async () => {
    const { id, token } = await tokenCachedOnOther();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { status: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(other, token)).toBe(401);
  });

  it('is refused by the other instance once an administrator removes the user', async () => {
    const { id, token } = await tokenCachedOnOther();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin });
    expect(res.statusCode).toBe(204);
    expect(await profileStatus(other, token)).toBe(401);
  });

  it('carries a new role to the other instance on the next request', async () => {
    const { id, token } = await tokenCachedOnOther();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const joined = await other.inject({
      method: 'GET',
      url: '/api/profile/events',
      headers: bearer(token),
    });
    expect(joined.statusCode).toBe(403);
  });
});

describe.runIf(onPostgres)('while the listening connection is down', () => {
  it('looks every session up in the database, and trusts the cache again once it listens', async () => {
    const { id, token } = await tokenCachedOnOther();
    const name = new URL(otherUrl).pathname.slice(1);
    // No new connection may open, so the terminated listeners cannot come back yet; the
    // pools keep the connections they have.
    await asServerAdmin(`alter database ${name} allow_connections false`);
    try {
      await asServerAdmin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and application_name = '${LISTENER}'`,
      );
      await waitFor(
        async () =>
          (
            await asServerAdmin(
              `select 1 from pg_stat_activity where datname = '${name}' and application_name = '${LISTENER}'`,
            )
          ).length === 0,
        'the listeners to be gone',
      );
      // A revocation nobody hears: the row goes, no notification is sent.
      await t.db.execute(sql`delete from sessions where user_id = ${id}`);
      expect(await profileStatus(other, token)).toBe(401);
    } finally {
      await asServerAdmin(`alter database ${name} allow_connections true`);
    }
    await waitFor(() => other.deps.sessions.isListening, 'the listener to reconnect');
    expect(other.deps.sessions.get(hashToken(token))).toBeUndefined();
    const again = await tokenCachedOnOther();
    expect(other.deps.sessions.get(hashToken(again.token))?.id).toBe(again.id);
  });
});
