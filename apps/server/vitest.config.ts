import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Compiles the server once for the tests that start it in a process of their own (src/test/spawn-server.ts).
    globalSetup: ['src/test/build-server.ts'],
    // Test files share their worker's modules: each file builds its own application over its own database
    // (src/test/test-app.ts), and the modules keep no state of their own but caches. Importing the whole
    // application again for each of some seventy files was a third of the suite's time (ADR 032).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
