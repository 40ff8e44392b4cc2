import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheVersionReader } from '../../db/cache-versions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bumpCatalogue = () =>
  t.app.db.updateTable('cache_version').set({ version: sql`version + 1` }).where('name', '=', 'catalogue').execute();

describe('the cache versions reader (ADR 026)', () => {
  it('answers a request from a read that started after it arrived, never from an older one', async () => {
    const reader = cacheVersionReader(t.app.db);
    const early = reader.arrive();
    const first = await reader.read(early);
    // A change is committed, then a request arrives: the first read (older than it) may not answer it.
    await bumpCatalogue();
    const late = reader.arrive();
    const second = await reader.read(late);
    expect(second.catalogue).toBe(first.catalogue + 1);
    // A request that arrived before the second read started may use it, without a read of its own.
    const reused = reader.read(late);
    expect(reused).not.toBeInstanceOf(Promise);
    expect(reused).toEqual(second);
    // Without a mark, a read means "as of now".
    await bumpCatalogue();
    expect((await reader.read()).catalogue).toBe(second.catalogue + 1);
  });

  it('lets the requests of one turn share one read', async () => {
    const reader = cacheVersionReader(t.app.db);
    const marks = [reader.arrive(), reader.arrive(), reader.arrive()];
    const reads = marks.map((mark) => reader.read(mark));
    expect(new Set(reads).size).toBe(1);
    const [versions] = await Promise.all(reads);
    expect(versions?.catalogue).toBeGreaterThan(0);
  });

  it('lets a request that arrives after another request’s callback, in the same turn, join its read', async () => {
    const reader = cacheVersionReader(t.app.db);
    const first = reader.read(reader.arrive());
    // Another request's callback in the same turn: the first read has not started yet.
    await Promise.resolve();
    const second = reader.read(reader.arrive());
    expect(second).toBe(first);
    expect((await first).catalogue).toBeGreaterThan(0);
  });

  it('takes versions read by another statement for the requests that arrived before it was sent, not after', async () => {
    const reader = cacheVersionReader(t.app.db);
    const before = reader.arrive();
    const mark = reader.mark();
    const after = reader.arrive();
    reader.offer(mark, { catalogue: 41, shops: 7 });
    expect(reader.read(before)).toEqual({ catalogue: 41, shops: 7 });
    // Arrived after that statement was sent: it may miss a change committed before this request; read again.
    const own = reader.read(after);
    expect(own).toBeInstanceOf(Promise);
    expect((await own).catalogue).not.toBe(41);
    // An older statement's versions never replace a newer read.
    reader.offer(mark, { catalogue: 40, shops: 7 });
    expect(reader.read(before)).not.toEqual({ catalogue: 40, shops: 7 });
  });
});
