import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../test/processes';
import { waitFor } from '../test/wait-for';

const onPostgres = process.env.TEST_DB === 'postgres';

/** The pids of the processes that logged `message` (JSON lines). */
function pidsThatLogged(output: string, message: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line) as { pid?: number; msg?: string };
      if (entry.msg?.startsWith(message) && entry.pid) pids.add(entry.pid);
    } catch {
      // not a log line
    }
  }
  return pids;
}

describe('WEB_CONCURRENCY', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  it.runIf(onPostgres)(
    'serves with three processes on PostgreSQL and stops them all on SIGTERM',
    async () => {
      const database = await createEmptyPostgresDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-cluster-'));
      let server: ServerProcess | undefined;
      cleanUps.push(async () => {
        await server?.kill();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      server = await spawnServer({
        WEB_CONCURRENCY: '3',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      });
      await waitUntilHealthy(server, 60_000);
      const running = server;
      await waitFor(
        async () => pidsThatLogged(running.output(), 'ready at').size === 3,
        'three API processes to listen',
        30_000,
      );
      expect(pidsThatLogged(running.output(), 'ready at')).not.toContain(running.child.pid);

      running.child.kill('SIGTERM');
      expect((await running.exited).code).toBe(0);
      expect(pidsThatLogged(running.output(), 'stopped').size).toBe(3);
    },
    120_000,
  );

  it('refuses more than one process on the embedded database, saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-cluster-'));
    cleanUps.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir });
    cleanUps.push(() => server.kill());
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
  });
});
