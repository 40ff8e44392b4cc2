/**
 * Work a request starts and does not make its caller wait for: an order's e-mail, SMS and the shop's
 * notice are sent once the order is committed and answered (ADR 029). Each task is tracked, so that a
 * shutdown finishes them before the process exits and a test can wait for them; a failure is logged.
 */
export function afterResponse(log: { error(detail: object, message: string): void }) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      const done: Promise<void> = task()
        .catch((error) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves once every task started so far, and those they started, has ended. */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type AfterResponse = ReturnType<typeof afterResponse>;
