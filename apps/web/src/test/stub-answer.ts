import { vi } from 'vitest';

/** Every call answers `body` (200, JSON, signed in): the test of a component that makes one read. */
export function stubAnswer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json', authenticated: 'true' },
        }),
    ),
  );
}
