import fs from 'node:fs';
import os from 'node:os';

/** How often threads started since the last look are lowered too. */
const RESCAN_MS = 500;

/** libvips names its worker threads so; sharp's image work runs on them. */
const IMAGE_THREAD = /^libvips/;

/**
 * Lowers the threads of this process that re-encode images (sharp's libvips workers) to
 * `nice` (decision 084). A phone photo takes them about 0.3 s of CPU, twenty sign-ins' worth;
 * lowered, they take the cores only when the thread answering requests (and the one hashing
 * a password) does not want them, so a wave of uploads makes the uploads wait and not the
 * cheap reads behind them. On idle cores they run as fast as before. libvips starts its
 * workers with the first photo and more under load: a look every RESCAN_MS lowers those.
 * Linux only (threads have their own nice value there); elsewhere, and with `nice` 0, it
 * does nothing. Answers a function that stops the looks.
 */
export function lowerImageThreads(nice: number): () => void {
  if (nice === 0 || process.platform !== 'linux') return () => {};
  const lowered = new Set<number>();
  const lower = () => {
    const alive = new Set<number>();
    for (const tid of threadIds()) {
      alive.add(tid);
      if (lowered.has(tid) || !IMAGE_THREAD.test(threadName(tid))) continue;
      try {
        if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
        lowered.add(tid);
      } catch {
        // The thread ended meanwhile.
      }
    }
    // Thread ids are reused: forget the ones that ended.
    for (const tid of lowered) if (!alive.has(tid)) lowered.delete(tid);
  };
  lower();
  const timer = setInterval(lower, RESCAN_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The ids of this process's threads (none where /proc cannot be read). */
function threadIds(): number[] {
  try {
    return fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
}

function threadName(tid: number): string {
  try {
    return fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}
