import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, type LockHolder, lockDataDir, startTimeOf } from './data-dir-lock';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folderHeldBy(holder: Partial<LockHolder>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-lock-'));
  dirs.push(dir);
  const record = { pid: process.pid, hostname: os.hostname(), startedAt: null, ...holder };
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(record));
  return dir;
}

/** A process that runs until the test ends. */
async function runningProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** The PID of a process that has exited. */
async function goneProcess() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const holderOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
const hasProc = startTimeOf(process.pid) !== null;

describe.skipIf(process.env.TEST_DB === 'postgres')('the data folder lock', () => {
  it('takes over at once the folder of a process that is gone, and records this one', async () => {
    const dir = folderHeldBy({ pid: await goneProcess() });
    const release = await lockDataDir(dir);
    expect(holderOf(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by a running process, naming it', async () => {
    const pid = await runningProcess();
    const dir = folderHeldBy({ pid, startedAt: startTimeOf(pid) });
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`is in use by another running server \\(process ${pid} `),
    );
    expect(holderOf(dir).pid).toBe(pid);
  });

  it.runIf(hasProc)('takes over a record whose PID now belongs to another process', async () => {
    const pid = await runningProcess();
    const dir = folderHeldBy({ pid, startedAt: '1' });
    const release = await lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a record of an earlier run under this same PID (a restarted container)', async () => {
    const dir = folderHeldBy({ pid: process.pid, startedAt: '1' });
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another running server/);
    release();
  });

  it('refuses a folder held from another host, saying how to free it', async () => {
    const dir = folderHeldBy({ pid: 1, hostname: 'elsewhere' });
    await expect(lockDataDir(dir)).rejects.toThrow(
      `If that server no longer runs, delete ${path.join(dir, LOCK_FILE)}`,
    );
  });

  it('replaces an unreadable record', async () => {
    const dir = folderHeldBy({});
    fs.writeFileSync(path.join(dir, LOCK_FILE), '');
    const release = await lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
  });

  it('lets exactly one of several processes starting at once take a stale folder', async () => {
    const dir = folderHeldBy({ pid: await goneProcess() });
    const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    // Each child loads and says so, tries on "go" and reports, then holds what it got
    // until its standard input closes.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(module)});
      console.log('ready');
      process.stdin.once('data', async () => {
        console.log(await lockDataDir(${JSON.stringify(dir)}).then(() => 'locked', () => 'refused'));
      });
      process.stdin.on('end', () => process.exit(0));`;
    const starters = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ]);
      children.push(child);
      const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      return { child, nextLine: async () => String((await lines.next()).value) };
    });
    for (const { nextLine } of starters) expect(await nextLine()).toBe('ready');
    for (const { child } of starters) child.stdin.write('go\n');
    const answers = await Promise.all(starters.map(({ nextLine }) => nextLine()));
    expect(answers.sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
  });
});
