import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue.js';

describe('keyedQueue', () => {
  it('runs the tasks of one key one at a time, in order, others beside them, past a failure', async () => {
    const run = keyedQueue<string>();
    const log: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = run('shop', async () => {
      log.push('a starts');
      await gate;
      log.push('a ends');
      throw new Error('a failed');
    });
    const second = run('shop', async () => {
      log.push('b runs');
      return 'b';
    });
    const other = run('other shop', async () => {
      log.push('c runs');
      return 'c';
    });
    expect(await other).toBe('c');
    expect(log).toEqual(['a starts', 'c runs']);
    release();
    await expect(first).rejects.toThrow('a failed');
    expect(await second).toBe('b');
    expect(log).toEqual(['a starts', 'c runs', 'a ends', 'b runs']);
  });
});

describe('keyedQueue with room for several', () => {
  it('runs up to that many tasks of a key at once, the next starting as one ends', async () => {
    const run = keyedQueue<string>(2);
    const gates = [0, 1, 2].map(() => {
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { gate, open };
    });
    const started: number[] = [];
    const tasks = gates.map(({ gate }, i) =>
      run('shop', async () => {
        started.push(i);
        await gate;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    expect(await tasks[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.open();
    gates[2]?.open();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
  });
});
