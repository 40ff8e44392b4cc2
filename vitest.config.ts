import { defineConfig } from 'vitest/config';

// Root-level checks that span the workspaces (npm test runs each workspace's own suite too).
export default defineConfig({ test: { include: ['scripts/**/*.test.ts'] } });
