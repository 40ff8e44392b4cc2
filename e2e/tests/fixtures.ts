import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration.js';

export type { APIRequestContext, Browser, BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Playwright's test, with pages that wait after `goto` and `reload` until React runs the page, so
 * that each test knows which of the two it tries. Before that, a server-rendered page's controls
 * take no press (Playwright's click waits) and links load whole pages: ssr.spec.ts tries that window
 * with Playwright's own page (the whole suite passed that way too, but for the client navigations).
 */
export const test = base.extend({
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
