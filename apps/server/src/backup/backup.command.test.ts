import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, runMigrate } from '../test/processes';
import { runBackupCommand } from './backup.test-support';

/**
 * The commands an operator runs (decision 092): `backup --to <folder>/ --keep N` on a
 * schedule, then `restore --from <file>` into a new, empty instance.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const cleanUps: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

function tempFolder(prefix: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanUps.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A migrated, empty instance: its DATA_DIR, and DATABASE_URL on PostgreSQL. */
async function instance(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: tempFolder('cc-backup-cmd-') };
  if (onPostgres) {
    const database = await createEmptyPostgresDatabase();
    cleanUps.push(() => database.drop());
    env.DATABASE_URL = database.url;
  }
  return env;
}

describe('the backup and restore commands', () => {
  it('keep the newest N archives of a folder (here 1), and restore one into an empty instance only', async () => {
    const source = await instance();
    expect((await runMigrate(source)).code).toBe(0);
    fs.mkdirSync(path.join(source.DATA_DIR!, 'uploads', 'activities'), { recursive: true });
    fs.writeFileSync(path.join(source.DATA_DIR!, 'uploads', 'activities', 'a.webp'), 'photo bytes');
    const backups = tempFolder('cc-backups-');
    fs.writeFileSync(path.join(backups, 'notes.txt'), 'not an archive');

    for (let run = 0; run < 2; run += 1) {
      const result = await runBackupCommand(
        'backup',
        ['--to', `${backups}/`, '--keep', '1'],
        source,
      );
      expect(result.code, result.output).toBe(0);
    }
    const archives = fs
      .readdirSync(backups)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort();
    expect(archives, JSON.stringify(archives)).toHaveLength(1);
    expect(fs.existsSync(path.join(backups, 'notes.txt'))).toBe(true);

    const target = await instance();
    const newest = path.join(backups, archives[0]!);
    const restored = await runBackupCommand('restore', ['--from', newest], target);
    expect(restored.code, restored.output).toBe(0);
    expect(
      fs.readFileSync(path.join(target.DATA_DIR!, 'uploads', 'activities', 'a.webp'), 'utf8'),
    ).toBe('photo bytes');

    const again = await runBackupCommand('restore', ['--from', newest], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty/);
  }, 90_000);

  it('refuse --keep without a folder, and a missing archive, with a message and exit code 1', async () => {
    const env = await instance();
    const keep = await runBackupCommand(
      'backup',
      ['--to', path.join(env.DATA_DIR!, 'x.tar.gz'), '--keep', '2'],
      env,
    );
    expect(keep.code).toBe(1);
    expect(keep.output).toMatch(/--keep needs --to to name a folder/);
    const missing = await runBackupCommand(
      'restore',
      ['--from', path.join(env.DATA_DIR!, 'none.tar.gz')],
      env,
    );
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/No archive at/);
  }, 60_000);
});
