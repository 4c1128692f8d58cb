import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task that runs until `finish` is called, noting when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, the others in their order of arrival', async () => {
    const limit = createLimiter(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name)) as [
      ReturnType<typeof gate>,
      ReturnType<typeof gate>,
      ReturnType<typeof gate>,
      ReturnType<typeof gate>,
    ];
    const results = [a, b, c, d].map((g) => limit(g.task));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);

    b.finish();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);

    // A task arriving later waits behind the one already in line.
    const late = gate(started, 'e');
    const lateResult = limit(late.task);
    a.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    c.finish();
    d.finish();
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('hash failed')))).rejects.toThrow(
      'hash failed',
    );
    expect(await limit(async () => 'next')).toBe('next');
  });
});
