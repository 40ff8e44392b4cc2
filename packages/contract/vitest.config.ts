import { defineConfig } from 'vitest/config';

// Pure functions and schemas: the files share their worker's modules rather than each importing zod and the
// whole contract again (most of this suite's time was that import).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], setupFiles: ['./vitest.setup.ts'], isolate: false },
});
