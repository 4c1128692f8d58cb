import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitFor } from './wait-for';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const entry = fileURLToPath(new URL('../main.ts', import.meta.url));
const migrateEntry = fileURLToPath(new URL('../migrate.ts', import.meta.url));

/** A real server process (`src/main.ts` through tsx, as `npm run dev` runs it). */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGKILL if the process is still running and waits for its exit (test clean-up). */
  kill(): Promise<void>;
}

/** A TCP port that was free a moment ago (the system picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Spawns a server process with `env` on top of a quiet test configuration (its own port,
 * no demo content, warnings and worse logged). Give DATA_DIR, and DATABASE_URL for PostgreSQL.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_CONTENT: 'off',
      AUTH_RATE_LIMIT: '100000',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => printed,
    exited,
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until the process answers /api/health with 200; fails early if it exits. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  let exit: { code: number | null } | undefined;
  void server.exited.then((result) => {
    exit = result;
  });
  await waitFor(
    async () => {
      if (exit) throw new Error(`server exited with ${exit.code}:\n${server.output()}`);
      try {
        return (await fetch(`${server.url}/api/health`)).status === 200;
      } catch {
        return false; // not listening yet
      }
    },
    'the server to become healthy',
    timeoutMs,
  );
}

/** Spawns a server process and waits until it is healthy. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  try {
    await waitUntilHealthy(server);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}

/**
 * An empty database of its own on TEST_DATABASE_URL, for server processes to migrate and
 * share; `drop` removes it (and ends any connection still open to it).
 */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL process tests need TEST_DATABASE_URL');
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs the migrate command (`src/migrate.ts` through tsx) with `env` (DATABASE_URL or
 * DATA_DIR) and resolves with its exit code and everything it printed.
 */
export function runMigrate(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', migrateEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
