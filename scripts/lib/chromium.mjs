// Debian's Chromium and the flags these machines need (no sandbox as root, no call to the closed network):
// one list for the browser tests (e2e/playwright.config.ts) and the benchmark and screenshot scripts.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
