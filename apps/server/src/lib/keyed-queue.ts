/**
 * Runs at most `concurrency` tasks at a time per key, the others waiting in arrival order, within this
 * process. A task that fails does not stop the ones behind it.
 */
export function keyedQueue<K>(concurrency = 1) {
  const lanes = new Map<K, { running: number; waiting: (() => void)[] }>();
  return async function run<T>(key: K, task: () => Promise<T>): Promise<T> {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    if (lane.running >= concurrency) {
      const queued = lane;
      await new Promise<void>((resolve) => queued.waiting.push(resolve));
    } else {
      lane.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line; the lane goes when nobody runs or waits.
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(key);
    }
  };
}
