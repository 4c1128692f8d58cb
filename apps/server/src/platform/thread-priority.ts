import fs from 'node:fs';
import os from 'node:os';

/** How often threads started since the last look are lowered too. */
const RESCAN_MS = 2_000;

/**
 * Lowers every thread of this process but the main one to `nice` (decision 084): the
 * threads that hash passwords (argon2, libuv's pool), re-encode photos (sharp's) and help
 * V8. The main thread, which answers every request, then gets the cores first whenever both
 * want them, so a burst of sign-ins and photo uploads makes those requests wait and not the
 * cheap reads behind them; on idle cores the lowered threads run as fast as before. Threads
 * started later (sharp starts its own with the first photo) are lowered by a look every
 * RESCAN_MS. Linux only (threads have their own nice value there); elsewhere, and with
 * `nice` 0, it does nothing. Answers a function that stops the looks.
 */
export function lowerWorkerThreads(nice: number): () => void {
  if (nice === 0 || process.platform !== 'linux') return () => {};
  const lower = () => {
    for (const tid of threadIds()) {
      if (tid === process.pid) continue;
      try {
        if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
      } catch {
        // The thread ended meanwhile.
      }
    }
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
