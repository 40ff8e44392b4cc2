/**
 * Runs the jobs of one key one at a time, in arrival order, within this process. A key's entry lives only
 * while it has work queued, so the map never outgrows the keys in use at once.
 */
export function keyedQueue<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return function run<T>(key: K, job: () => Promise<T>): Promise<T> {
    const current = (tails.get(key) ?? Promise.resolve()).then(job, job);
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return current;
  };
}
