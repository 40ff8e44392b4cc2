import { describe, expect, it } from 'vitest';
import { idleCollection } from './idle-collection.js';

/** A process whose heap and clock the test moves. */
function fakeProcess() {
  const state = { now: 0, heap: 40_000_000, collections: 0 };
  const idle = idleCollection({
    quietMs: 1000,
    growthBytes: 8_000_000,
    collect: () => {
      state.collections += 1;
      state.heap = 42_000_000;
    },
    heapBytes: () => state.heap,
    now: () => state.now,
  });
  return { state, idle };
}

describe('the full collection once a burst is over', () => {
  it('collects once, a second after the last request of a burst that grew the heap', () => {
    const { state, idle } = fakeProcess();
    for (let t = 0; t < 3000; t += 10) {
      state.now = t;
      state.heap += 50_000;
      idle.activity();
      // Never while requests come and go.
      expect(idle.check()).toBe(false);
    }
    state.now = 2990 + 999;
    expect(idle.check()).toBe(false);
    state.now = 2990 + 1000;
    expect(idle.check()).toBe(true);
    expect(state.collections).toBe(1);
    state.now += 60_000;
    expect(idle.check()).toBe(false);
    expect(state.collections).toBe(1);
  });

  it('leaves a quiet process alone, and a burst that grew the heap by less than the threshold', () => {
    const { state, idle } = fakeProcess();
    state.now = 10_000;
    expect(idle.check()).toBe(false);
    state.heap += 7_000_000;
    idle.activity();
    state.now += 5000;
    expect(idle.check()).toBe(false);
    expect(state.collections).toBe(0);
  });

  it('measures the growth from the heap at its lowest, after V8 shrank it itself', () => {
    const { state, idle } = fakeProcess();
    state.heap = 30_000_000;
    state.now = 5000;
    expect(idle.check()).toBe(false);
    state.heap = 37_000_000;
    state.now = 10_000;
    expect(idle.check()).toBe(false);
    state.heap = 39_000_000;
    expect(idle.check()).toBe(true);
  });

  it('does nothing without node’s --expose-gc', () => {
    const idle = idleCollection({ quietMs: 0, growthBytes: 0, collect: undefined, heapBytes: () => 1e9 });
    expect(idle.check()).toBe(false);
  });
});
