import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, type ServerProcess, startServer } from '../../test/processes';

// Two real server processes on one PostgreSQL database, each with its own session cache.
const onPostgres = process.env.TEST_DB === 'postgres';
const ADMIN = { email: 'admin@example.com', password: 'admin-secret-1' };

let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createEmptyPostgresDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-processes-'));
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dataDir, name),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // One after the other: the first migrates and creates the administrator.
  a = await startServer(env('a'));
  b = await startServer(env('b'));
});
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a?.kill(), b?.kill()]);
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function call(server: ServerProcess, route: string, token?: string, body?: unknown) {
  return fetch(`${server.url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  it('refuses on one process, on the next request, a token logged out through the other', async () => {
    const login = await call(a, '/api/users/auth/login', undefined, ADMIN);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Twice on B: the first looks the session up, the second is answered from B's cache.
    expect((await call(b, '/api/profile', token)).status).toBe(200);
    expect((await call(b, '/api/profile', token)).status).toBe(200);

    expect((await call(a, '/api/users/auth/logout', token, {})).status).toBe(204);
    expect((await call(b, '/api/profile', token)).status).toBe(401);
  });
});
