import { configDefaults, defineConfig } from 'vitest/config';

// Root-level checks that span the workspaces (npm test runs each workspace's own suite too).
// *.build.test.ts check the web build and run after it (scripts/vitest.build.config.ts).
export default defineConfig({
  test: { include: ['scripts/**/*.test.ts'], exclude: [...configDefaults.exclude, 'scripts/**/*.build.test.ts'] },
});
