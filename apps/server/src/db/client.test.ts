import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test creates a fresh PGlite folder (initdb in WebAssembly) more than once: seconds on an
// idle machine, and several times that on two busy cores.
const FOLDER_TEST_MS = 120_000;

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database folder', () => {
  it(
    'is created when missing and refuses a second opener while in use',
    async () => {
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-lock-')), 'nested', 'data');
      dirs.push(path.dirname(path.dirname(dir)));
      const first = await openPglite(dir);
      await expect(openPglite(dir)).rejects.toThrow(/in use by another running server/);
      await first.close();

      const again = await openPglite(dir);
      expect(await again.ping()).toBe(true);
      await again.close();
    },
    FOLDER_TEST_MS,
  );

  it(
    'keeps data across a clean close and reopen',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-persist-'));
      dirs.push(dir);
      const first = await openPglite(dir);
      await first.migrate();
      await first.db.execute(sql`insert into app_state (key, value) values ('probe', '1')`);
      await first.close();

      const second = await openPglite(dir);
      const rows = await second.db.execute(sql`select value from app_state where key = 'probe'`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      await second.close();
    },
    FOLDER_TEST_MS,
  );
});
