import { type ConsoleMessage, type Page, test as playwrightTest } from '@playwright/test';
import { waitForHydration } from './hydration.js';
import { type RunningShop, SHOP, startShop } from './worker-shop.js';

export type { APIRequestContext, Browser, BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Playwright's own test and page, against this worker's shop (worker-shop.ts): started with the worker, before
 * its first test, and stopped with it. ssr.spec.ts takes this page, which does not wait for React after `goto`.
 */
export const rawTest = playwrightTest.extend<object, { shop: RunningShop }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const shop = await startShop(SHOP, 80_000);
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.baseURL),
});

/**
 * Playwright's test, with pages that wait after `goto` and `reload` until React runs the page, so
 * that each test knows which of the two it tries. Before that, a server-rendered page's controls
 * take no press (Playwright's click waits) and links load whole pages: ssr.spec.ts tries that window
 * with Playwright's own page (the whole suite passed that way too, but for the client navigations).
 */
export const test = rawTest.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/** The page's console errors and warnings, and its uncaught errors, from now on. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}
