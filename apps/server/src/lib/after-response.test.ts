import { describe, expect, it } from 'vitest';
import { afterResponse } from './after-response.js';

describe('work after the response', () => {
  it('runs without the caller waiting, and settles once every task, even one started by another, has ended', async () => {
    const errors: string[] = [];
    const later = afterResponse({ error: (_detail: unknown, message: string) => errors.push(message) });
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    later.run('first', async () => {
      await gate;
      done.push('first');
      later.run('second', async () => {
        done.push('second');
      });
    });
    later.run('broken', async () => {
      throw new Error('transport down');
    });
    expect(done).toEqual([]);
    const settled = later.settled();
    release();
    await settled;
    expect(done).toEqual(['first', 'second']);
    expect(errors).toEqual(['broken failed']);
  });
});
