import type { AdminEvent } from '@boucherie/contract';
import { expect } from 'vitest';

// The back office's live events (GET /api/admin/events) as a staff member's board reads them, over plain HTTP
// to a server's own address: one process's, or each of two « machines ».

/** Reads a server-sent-events stream and hands over each event as it arrives. */
export async function openStream(url: string, sid: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie: `sid=${sid}` }, signal: controller.signal });
  const received: AdminEvent[] = [];
  const waiters: { test: (e: AdminEvent) => boolean; resolve: (e: AdminEvent) => void }[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const name = /^event: (.*)$/m.exec(block)?.[1];
        if (data && name) {
          const event = JSON.parse(data) as AdminEvent;
          expect(event.type).toBe(name);
          received.push(event);
          for (const w of waiters.filter((x) => x.test(event))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(event);
          }
        }
        end = buffer.indexOf('\n\n');
      }
    }
  };
  const ended = pump();
  return {
    res,
    received,
    /** Resolves when the server ends the stream. */
    ended,
    /** Resolves with the first event (received or to come) that passes the test. */
    next: (test: (e: AdminEvent) => boolean) =>
      new Promise<AdminEvent>((resolve) => {
        const seen = received.find(test);
        if (seen) resolve(seen);
        else waiters.push({ test, resolve });
      }),
    close: () => controller.abort(),
  };
}
