import { setTimeout as sleep } from 'node:timers/promises';

export type PacedRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type PacedResult = { requests: number; seconds: number; p99: number; failures: string[] };

/**
 * Requests sent at a steady rate, one every 1/rate s, whatever the answers (an open loop), each on a
 * connection of its own when the others are busy; each latency counts from the moment the request was
 * due, so that a server falling behind shows in the figures (no coordinated omission).
 *
 * autocannon's `overallRate` is not that: each connection sends its share of a second back to back at the
 * start of the second, then waits (a burst of ten concurrent orders every second), and its correction
 * for coordinated omission takes 1 ms as the expected interval, which adds made-up samples to every slower
 * answer. Its p99 at 50 orders per second measured the bursts, not the rate.
 */
export async function pacedLoad(
  base: string,
  rate: number,
  seconds: number,
  request: (n: number) => PacedRequest,
): Promise<PacedResult> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const failures: string[] = [];
  const sent: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { method, path, headers, body } = request(n);
    sent.push(
      fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }).then(
        async (res) => {
          const text = await res.text();
          latencies.push(performance.now() - due);
          if (res.status >= 300) failures.push(`${res.status} ${text.slice(0, 200)}`);
        },
        (error: Error) => {
          failures.push(error.message);
        },
      ),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  return { requests: latencies.length, seconds: elapsed, p99: Math.round(p99), failures };
}
