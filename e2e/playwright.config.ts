import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');

/**
 * The running server's clock is the real one plus the milliseconds in this file (test-only configuration):
 * standing-orders.spec.ts moves it to a standing order's placing time, then back. It starts at 0, whatever a
 * run stopped halfway left in it.
 */
export const CLOCK_OFFSET_FILE = path.join(root, 'e2e/.data/clock-offset');
fs.mkdirSync(path.dirname(CLOCK_OFFSET_FILE), { recursive: true });
if (!fs.existsSync(CLOCK_OFFSET_FILE) || fs.readFileSync(CLOCK_OFFSET_FILE, 'utf8').trim() !== '0') {
  fs.writeFileSync(CLOCK_OFFSET_FILE, '0');
}

/** Debian's Chromium: a test tool's own browser download cannot work on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As visitors who ask for less motion: toasts and highlights appear in their final state, so that axe
    // never measures a toast's colours halfway through its fade-in.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The real server on a database of its own, in memory, seeded with the demo data: compiled as production runs
  // it (`npm run build` made the web app it serves; the server is compiled again here, in about a second, so that
  // it is always the current code), which starts in half the time of main.ts through tsx.
  webServer: {
    command: 'node apps/server/build.mjs && node apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/shops`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file::memory:',
      OUTBOX_DIR: path.join(root, 'e2e/.data/outbox'),
      UPLOADS_DIR: path.join(root, 'e2e/.data/uploads'),
      LOG_LEVEL: 'warn',
      CLOCK_OFFSET_FILE,
      // The standing orders' schedule looks every 200 ms, so a moved clock is noticed at once.
      STANDING_ORDERS_TICK_MS: '200',
    },
  },
});
