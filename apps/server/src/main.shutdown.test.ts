import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUserBody } from './test/factories';
import { type ServerProcess, startServer } from './test/processes';
import { waitFor } from './test/wait-for';

// A real server process on the embedded database, under load from several clients that
// keep their connections open, is told to stop (SIGTERM) in the middle of it. Run once, in
// the PGlite project: the shutdown path does not depend on the database kind.
const ADMIN = { email: 'admin@example.com', password: 'admin-secret-1' };
const CLIENTS = 6;

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-shutdown-'));
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  /** The socket had carried an earlier request (keep-alive). */
  reused: boolean;
  error?: string;
}

/** POSTs JSON over `agent`; settles with what came back, never throws. */
function post(agent: http.Agent, route: string, body: unknown, token?: string) {
  return new Promise<Outcome>((resolve) => {
    const req = http.request(`${server.url}${route}`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ reused: req.reusedSocket, error: err.code ?? err.message }),
    );
    req.end(JSON.stringify(body));
  });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the server process on SIGTERM', () => {
  it('answers every request it took under load, then exits 0', async () => {
    const setup = new http.Agent();
    // One account per client: sign-ins of one account in parallel would meet the lockout.
    const token = await adminToken();
    const people = Array.from({ length: CLIENTS }, () => buildUserBody());
    for (const person of people) {
      expect((await post(setup, '/api/users', person, token)).status).toBe(201);
    }

    const answered: Outcome[] = [];
    const failed: Outcome[] = [];
    /** New connections refused once the server stopped listening: not requests it took. */
    let refused = 0;
    let signalled = false;
    let answeredAfterSignal = 0;
    const client = async (person: (typeof people)[number]) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const body = { email: person.email, password: person.password, keepLoggedIn: false };
      for (;;) {
        const outcome = await post(agent, '/api/users/auth/login', body);
        if (outcome.error === 'ECONNREFUSED' && !outcome.reused) {
          refused += 1;
          break;
        }
        if (outcome.status === 200) {
          answered.push(outcome);
          if (signalled) answeredAfterSignal += 1;
        } else {
          failed.push(outcome);
        }
      }
      agent.destroy();
    };
    const load = Promise.all(people.map(client));
    await waitFor(() => answered.length >= 3 * CLIENTS, 'the load to be under way');
    signalled = true;
    server.child.kill('SIGTERM');
    const [{ code }] = await Promise.all([server.exited, load]);

    expect(failed).toEqual([]);
    expect(code).toBe(0);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(refused).toBe(CLIENTS);
  });
});

async function adminToken() {
  const res = await fetch(`${server.url}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}
