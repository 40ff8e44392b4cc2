import { expect, test } from './fixtures.js';

test('the home page shows the real catalogue', async ({ page }) => {
  // The server renders the home page with the highlighted articles the API gives.
  const articles = await page.request.get('/api/articles?HighlightedOnly=true&PageSize=4');
  await page.goto('/');
  await expect(page).toHaveTitle(/boutique en ligne|boucherie en ligne/i);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  const body = await articles.json();
  expect(body.items.length).toBeGreaterThan(0);
  const first = body.items[0].designation as string;
  await expect(page.getByText(first, { exact: true }).first()).toBeVisible();
});

test('an unknown path shows the 404 error page', async ({ page }) => {
  const response = await page.goto('/ceci-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /ceci-n-existe-pas')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Page introuvable/ })).toBeVisible();
});
