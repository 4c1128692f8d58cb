import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUserBody } from '../test/factories';
import { type ServerProcess, spawnServer, startServer } from '../test/processes';

// Real server processes on the embedded database in a folder of their own (the default
// without DATABASE_URL). Run once, in the PGlite project: PostgreSQL has no data folder.
const ADMIN = { email: 'admin@example.com', password: 'admin-secret-1' };
const IN_USE = /is in use by another running server/;

const onPglite = process.env.TEST_DB !== 'postgres';
const started: ServerProcess[] = [];
let dir: string;
/** The server both cases begin with (a fresh folder takes seconds to set up, so once). */
let first: ServerProcess;

beforeAll(async () => {
  if (!onPglite) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-restart-'));
  first = await start({ DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  if (!onPglite) return;
  await Promise.all(started.map((server) => server.kill()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  return server;
}

async function post(server: ServerProcess, route: string, body: unknown, token?: string) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe.runIf(onPglite)('the embedded database folder', () => {
  it('refuses a second server on a folder in use, saying so', async () => {
    const second = await spawnServer({ DATA_DIR: dir });
    started.push(second);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(IN_USE);
  });

  it('lets a server start at once after the previous one was killed, with its data', async () => {
    const login = await post(first, '/api/users/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const person = buildUserBody();
    expect((await post(first, '/api/users', person, token)).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;

    const again = await start({ DATA_DIR: dir });
    expect(again.output()).not.toMatch(IN_USE);
    const signIn = await post(again, '/api/users/auth/login', {
      email: person.email,
      password: person.password,
    });
    expect(signIn.status).toBe(200);
  });
});
