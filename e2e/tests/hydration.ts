import type { Page } from '@playwright/test';

/**
 * A server-rendered page is readable at once, and its buttons answer once React has taken it over
 * (`<html data-hydrated>`, set by apps/web/src/app/start.tsx): tests that press buttons wait for it.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
