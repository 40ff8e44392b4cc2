type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own: the browser may paint and answer a tap in between. `scheduler.yield()`
 * (Chromium 129+, Firefox 142+) puts the rest first in line once the tap is answered; elsewhere a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
