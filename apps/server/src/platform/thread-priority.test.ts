import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = fileURLToPath(new URL('./thread-priority.ts', import.meta.url));

interface Seen {
  /** Nice values of the threads libvips started. */
  image: number[];
  /** Nice values of every other thread, the main one first. */
  others: number[];
}

/**
 * Runs `body` in a Node process of its own (priorities are the whole process's business)
 * with lowerImageThreads and sharp imported, and answers the nice values it printed.
 */
async function inChildProcess(body: string): Promise<Seen> {
  const script = `
    const fs = await import('node:fs');
    const os = await import('node:os');
    const { default: sharp } = await import('sharp');
    const { lowerImageThreads } = await import(${JSON.stringify(module)});
    const encode = () => sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#4a8' } }).webp().toBuffer();
    const threads = () => fs.readdirSync('/proc/self/task').map(Number)
      .map((tid) => ({ tid, name: fs.readFileSync('/proc/self/task/' + tid + '/comm', 'utf8').trim(), nice: os.getPriority(tid) }));
    const seen = () => {
      const all = threads();
      const main = all.find((t) => t.tid === process.pid);
      return {
        image: all.filter((t) => t.name.startsWith('libvips')).map((t) => t.nice),
        others: [main.nice, ...all.filter((t) => t !== main && !t.name.startsWith('libvips')).map((t) => t.nice)],
      };
    };
    ${body}
  `;
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]);
  return JSON.parse(stdout) as Seen;
}

describe.runIf(process.platform === 'linux')('lowerImageThreads', () => {
  it('lowers the threads that encode images, and no other', async () => {
    const seen = await inChildProcess(`
      await encode();
      lowerImageThreads(7);
      console.log(JSON.stringify(seen()));
    `);
    expect(seen.image.length).toBeGreaterThan(0);
    expect(new Set(seen.image)).toEqual(new Set([7]));
    expect(new Set(seen.others)).toEqual(new Set([0]));
  });

  it('lowers image threads that start after it, with the first photo', async () => {
    const seen = await inChildProcess(`
      const stop = lowerImageThreads(7);
      await encode();
      // The next look lowers them: wait for that, up to 10 s.
      const deadline = Date.now() + 10_000;
      while (seen().image.some((n) => n !== 7) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      stop();
      console.log(JSON.stringify(seen()));
    `);
    expect(seen.image.length).toBeGreaterThan(0);
    expect(new Set(seen.image)).toEqual(new Set([7]));
    expect(new Set(seen.others)).toEqual(new Set([0]));
  }, 15_000);

  it('leaves every thread as it is with a nice value of 0', async () => {
    const seen = await inChildProcess(`
      await encode();
      lowerImageThreads(0);
      console.log(JSON.stringify(seen()));
    `);
    expect(new Set([...seen.image, ...seen.others])).toEqual(new Set([0]));
  });
});
