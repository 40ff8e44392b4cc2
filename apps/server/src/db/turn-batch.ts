import DataLoader from 'dataloader';
import type { Db } from './database.js';

/**
 * Calls that arrive in one turn of the event loop, run as one (ADR 026): `run` gets every key of the turn and
 * answers one result (or Error) per key, in their order. The batch starts once the turn has handled its input
 * (`setImmediate`), so every request whose headers came in the same turn is in it. A batch per database.
 */
export function batchPerTurn<K, V>(
  run: (db: Db, keys: readonly K[]) => Promise<(V | Error)[]>,
  maxBatchSize = 200,
): (db: Db, key: K) => Promise<V> {
  const batches = new WeakMap<Db, DataLoader<K, V>>();
  return (db, key) => {
    let batch = batches.get(db);
    if (!batch) {
      batch = new DataLoader<K, V>((keys) => run(db, keys), {
        cache: false,
        maxBatchSize,
        batchScheduleFn: (start) => setImmediate(start),
      });
      batches.set(db, batch);
    }
    return batch.load(key);
  };
}
