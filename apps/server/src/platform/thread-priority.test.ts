import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = fileURLToPath(new URL('./thread-priority.ts', import.meta.url));

/**
 * Runs `body` in a Node process of its own (the priorities are the whole process's business)
 * with lowerWorkerThreads imported, and answers what it printed as JSON: the nice value of
 * the main thread and of each of the others.
 */
async function inChildProcess(body: string) {
  const script = `
    const fs = await import('node:fs');
    const os = await import('node:os');
    const crypto = await import('node:crypto');
    const { lowerWorkerThreads } = await import(${JSON.stringify(module)});
    // libuv's pool starts its threads with its first task.
    const usePool = () => new Promise((resolve) => crypto.pbkdf2('p', 's', 1, 32, 'sha256', resolve));
    const others = () => fs.readdirSync('/proc/self/task').map(Number).filter((t) => t !== process.pid);
    const nices = () => ({ main: os.getPriority(process.pid), others: others().map((t) => os.getPriority(t)) });
    ${body}
  `;
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]);
  return JSON.parse(stdout) as { main: number; others: number[]; started?: number };
}

describe.runIf(process.platform === 'linux')('lowerWorkerThreads', () => {
  it('lowers every thread but the main one, which answers the requests', async () => {
    const seen = await inChildProcess(`
      await usePool();
      lowerWorkerThreads(7);
      console.log(JSON.stringify(nices()));
    `);
    expect(seen.main).toBe(0);
    expect(seen.others.length).toBeGreaterThan(4);
    expect(new Set(seen.others)).toEqual(new Set([7]));
  });

  it('lowers threads that start after it, such as those of a first photo', async () => {
    const seen = await inChildProcess(`
      await usePool();
      const stop = lowerWorkerThreads(7);
      const before = others().length;
      // A thread started by the main thread starts at its priority.
      const { Worker } = await import('node:worker_threads');
      const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
      await new Promise((resolve) => worker.once('online', resolve));
      const started = others().length - before;
      // The next look lowers it: wait for that, up to 10 s.
      const deadline = Date.now() + 10_000;
      while (nices().others.some((n) => n !== 7) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      stop();
      const seen = nices();
      await worker.terminate();
      console.log(JSON.stringify({ ...seen, started }));
    `);
    expect(seen.main).toBe(0);
    expect(seen.started).toBeGreaterThan(0);
    expect(new Set(seen.others)).toEqual(new Set([7]));
  }, 15_000);

  it('leaves every thread as it is with a nice value of 0', async () => {
    const seen = await inChildProcess(`
      await usePool();
      lowerWorkerThreads(0);
      console.log(JSON.stringify(nices()));
    `);
    expect(new Set([seen.main, ...seen.others])).toEqual(new Set([0]));
  });
});
