/** Runs a task under a limiter: it starts once a slot is free, and frees it when it settles. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A limiter of at most `concurrency` tasks at a time; the others wait their turn, first come
 * first served. For CPU-bound work on threads of its own (decision 084): more of it at once
 * than there are cores finishes no sooner, only later for each, and holds threads of libuv's
 * pool that file reads and image work also need.
 */
export function createLimiter(concurrency: number): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the first in line, so a task arriving
  // meanwhile cannot take it ahead of those waiting.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (task) => {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
