import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newUserBody } from '../modules/users/users.test-support';
import { type ServerProcess, spawnServer, startServer } from '../test/processes';

// Real server processes on the embedded database in a folder of their own (the default
// without DATABASE_URL). Run once, in the PGlite project: PostgreSQL has no data folder.
const ADMIN = { email: 'admin@example.com', password: 'admin-secret-1' };
const IN_USE = /is in use by another running server/;

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.kill()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-restart-'));
  dirs.push(dir);
  return dir;
}

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

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database folder', () => {
  it('lets a server start at once after the previous one was killed, with its data', async () => {
    const dir = dataDir();
    const first = await start({
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await post(first, '/api/users/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const person = newUserBody();
    expect((await post(first, '/api/users', person, token)).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await start({ DATA_DIR: dir });
    expect(second.output()).not.toMatch(IN_USE);
    const again = await post(second, '/api/users/auth/login', {
      email: person.email,
      password: person.password,
    });
    expect(again.status).toBe(200);
  });

  it('refuses a second server on a folder in use, saying so', async () => {
    const dir = dataDir();
    await start({ DATA_DIR: dir });
    const second = await spawnServer({ DATA_DIR: dir });
    started.push(second);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(IN_USE);
  });
});
