import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

/** Debian's Chromium: a test tool's own browser download cannot work on these machines. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  // A spec file's tests run in order, in one worker; two workers run two files at once, each against a shop of
  // its own (tests/worker-shop.ts): one worker left a core idle while the browser, the server or the runner
  // waited for each other.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './global-setup.ts',
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    // baseURL: this worker's shop (tests/fixtures.ts).
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As visitors who ask for less motion: toasts and highlights appear in their final state, so that axe
    // never measures a toast's colours halfway through its fade-in.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
