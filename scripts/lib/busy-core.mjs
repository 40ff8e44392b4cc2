// One core kept busy while a benchmark runs (`npm run bench:lighthouse -- --busy`): a worker thread spinning on
// arithmetic, as another program would on a customer's phone. It is bounded twice: it stops when told (at the
// end of the bench, or when its process exits) and, whatever happens, after `maxMinutes`.
import { Worker } from 'node:worker_threads';

const SPIN = `
const { workerData } = require('node:worker_threads');
const stop = new Int32Array(workerData.stop);
let x = 0;
while (Atomics.load(stop, 0) === 0 && Date.now() < workerData.deadline) {
  for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003;
}
`;

/** Starts the spinning worker; `stop()` ends it (and its process may exit without waiting for it). */
export function keepOneCoreBusy({ maxMinutes = 120 } = {}) {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(SPIN, { eval: true, workerData: { stop, deadline: Date.now() + maxMinutes * 60_000 } });
  worker.unref();
  return {
    stop() {
      Atomics.store(new Int32Array(stop), 0, 1);
      void worker.terminate();
    },
  };
}
