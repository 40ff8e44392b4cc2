import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue.js';

describe('keyedQueue', () => {
  it('runs one key’s jobs one at a time in order, other keys alongside, and goes on after a failure', async () => {
    const run = keyedQueue<number>();
    const events: string[] = [];
    let releaseFirst: () => void = () => {};
    const first = run(1, async () => {
      events.push('a start');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      events.push('a end');
      throw new Error('a failed');
    });
    const second = run(1, async () => {
      events.push('b');
      return 'b';
    });
    const other = run(2, async () => {
      events.push('other');
      return 'other';
    });
    expect(await other).toBe('other');
    // Key 2 ran while key 1's first job waited; key 1's second job did not start.
    expect(events).toEqual(['a start', 'other']);
    releaseFirst();
    await expect(first).rejects.toThrow('a failed');
    expect(await second).toBe('b');
    expect(events).toEqual(['a start', 'other', 'a end', 'b']);
  });
});
