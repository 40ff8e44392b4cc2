import path from 'node:path';
import { expect, test } from './fixtures.js';

// Issue 39: a customer scans the label's lot QR code with a phone and reads where the meat comes from; the
// product page shows the same origin and leads there. The demo seeds a Charolaise génisse on the beef.

const READY = { timeout: 15_000 };
const shots = path.resolve(
  import.meta.dirname,
  process.env.E2E_SCREENSHOTS === '1' ? '../../docs/screenshots' : '../test-results/screenshots',
);

test('the lot page, server-rendered, from the product page on a 390 px phone; a French 404 for an unknown lot', async ({
  browser,
  request,
}) => {
  const found = (await (await request.get('/api/articles?Search=cote%20de%20boeuf')).json()) as {
    items: { id: number; designation: string; lot?: { code: string; origin: string } | null }[];
  };
  const ribs = found.items.find((a) => a.designation === 'Côte de bœuf');
  const code = ribs?.lot?.code ?? '';
  expect(code).toMatch(/^L\d{4}-\d{4}$/);

  // What the QR code opens comes rendered by the server: the mentions are in the HTML before any JavaScript.
  const response = await request.get(`/tracabilite/${code}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const mention of ['Né en', 'Élevé en', 'Abattu en', 'Découpé en', 'FR 57.463.001 CE', 'Charolaise']) {
    expect(html).toContain(mention);
  }
  expect(html).toContain(`<title>Génisse Charolaise, lot ${code} — Maison Thirion</title>`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`/product/${ribs?.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(`${ribs?.lot?.origin}.`, { exact: false })).toBeVisible(READY);
  await main.getByRole('link', { name: `Traçabilité du lot ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tracabilite/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Génisse Charolaise' })).toBeVisible(READY);
  const mentions = page.getByRole('region', { name: 'Mentions obligatoires' });
  await expect(mentions.getByRole('term')).toHaveText([
    'Né en',
    'Élevé en',
    'Abattu en',
    'Découpé en',
    'Lot',
    'Numéro national',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Son histoire' })).toBeVisible();
  // The cookie banner answered, so the screenshot shows the page itself.
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.screenshot({ path: path.join(shots, 'lot-page-390.png') });

  const unknown = await request.get('/tracabilite/L1999-9999');
  expect(unknown.status()).toBe(404);
  await page.goto('/tracabilite/L1999-9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible(READY);
  await context.close();
});
