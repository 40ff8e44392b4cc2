import v8 from 'node:v8';

/**
 * Gives a burst's memory back once the burst is over (ADR 029): when the heap has grown by `growthBytes`
 * since the last full collection and no request has started or ended for `quietMs`, one full collection.
 *
 * V8 frees what a burst left (the old generation grown to hold it) only when its memory reducer runs,
 * 8 s or more after the burst; until then the process keeps 10–15 MB more after the catalogue and page
 * load. The collection takes 30–50 ms of the main thread, at a moment when it serves nothing; under steady
 * load it never runs (V8 collects as usual), and a quiet process grows no heap to give back.
 * It needs node's `--expose-gc` (npm start and the systemd unit give it); without it, nothing happens.
 */
export function idleCollection(options: {
  quietMs: number;
  growthBytes: number;
  collect?: (() => void) | undefined;
  heapBytes?: () => number;
  now?: () => number;
}) {
  const collect = options.collect;
  const heapBytes = options.heapBytes ?? (() => v8.getHeapStatistics().total_heap_size);
  const now = options.now ?? Date.now;
  let lastActivity = now();
  let heapAfterCollection = heapBytes();

  return {
    /** A request started or ended. */
    activity() {
      lastActivity = now();
    },
    /** Collects if the moment has come; called on a timer. Answers whether it collected. */
    check(): boolean {
      if (!collect) return false;
      // Grown since its lowest point: V8's own memory reducer may have shrunk it meanwhile.
      const heap = heapBytes();
      heapAfterCollection = Math.min(heapAfterCollection, heap);
      if (now() - lastActivity < options.quietMs || heap - heapAfterCollection < options.growthBytes) return false;
      collect();
      heapAfterCollection = heapBytes();
      return true;
    },
  };
}
