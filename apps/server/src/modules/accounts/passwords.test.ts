import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, oneHashPerCore, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('runs no more hashes at once than there are cores, and queues the rest', async () => {
    const cores = Math.min(4, os.availableParallelism());
    const hashes = Array.from({ length: cores + 3 }, (_, i) => hashPassword(`mot-de-passe-${i}`));
    expect(oneHashPerCore.activeCount).toBe(cores);
    expect(oneHashPerCore.pendingCount).toBe(3);
    const done = await Promise.all(hashes);
    expect(new Set(done).size).toBe(cores + 3);
    expect(await verifyPassword(done[0], 'mot-de-passe-0')).toBe(true);
    expect(await verifyPassword(done[0], 'mot-de-passe-1')).toBe(false);
    expect(oneHashPerCore.activeCount).toBe(0);
  });
});
