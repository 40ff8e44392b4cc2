/**
 * Runs tasks one at a time per key, in arrival order, within this process. A task that fails does not
 * stop the ones behind it.
 */
export function keyedQueue<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return async function run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const current = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
