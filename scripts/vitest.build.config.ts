import { defineConfig } from 'vitest/config';

// Checks of the built web app (apps/web/dist): scripts/test.mjs runs them right after the build.
export default defineConfig({ test: { include: ['scripts/**/*.build.test.ts'] } });
