import fs from 'node:fs';
import { expect, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// Issue 45: a customer on a 390 px phone, on 1 December, sees the Noël menu in the catalogue and books
// 22 December, beyond the two weeks the chooser used to stop at. The server's clock is moved to 1 December
// 10:00 in Paris (CLOCK_OFFSET_FILE), the page's with it; the owner opens Noël at Montigny-lès-Metz first.

const READY = { timeout: 15_000 };
const PASSWORD = 'Demo-Boucherie-2026';
const NOW = new Date('2026-12-01T09:00:00Z');
const setServerClock = (at: Date | null) =>
  fs.writeFileSync(SHOP.clockOffsetFile, String(at ? at.getTime() - Date.now() : 0));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' });
test.afterEach(() => setServerClock(null));

test('a customer on a phone books 22 December on 1 December and sees the Noël menu', async ({ page }) => {
  test.setTimeout(90_000);
  setServerClock(NOW);
  await page.clock.install({ time: NOW });
  const { shops } = await (await page.request.get('/api/shops')).json();
  const montigny = shops.find((s: { department: string }) => s.department === 'MONTIGNY');
  const { items } = await (await page.request.get('/api/articles?Search=chapon')).json();
  const chapon = items.find((a: { designation: string }) => a.designation === 'Chapon fermier');
  expect(chapon).toBeDefined();

  // The owner opens the Christmas orders at Montigny, limited to the chapon.
  expect(
    (
      await page.request.post('/api/accounts/login', { data: { email: 'admin@example.com', password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const opened = await page.request.post(`/api/admin/shops/${montigny.id}/holidays`, {
    data: {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: '2026-11-25T09:00',
      cutOffAt: '2026-12-20T18:00',
      capacity: 200,
      articleIds: [chapon.id],
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  await page.request.post('/api/accounts/logout');

  // A new customer: the demo's Marie, her cart emptied, the chapon in it.
  expect(
    (
      await page.request.post('/api/accounts/login', { data: { email: 'marie@example.com', password: PASSWORD } })
    ).status(),
  ).toBe(200);
  await page.request.post('/api/carts/clear');
  expect((await page.request.put('/api/carts', { data: { articleId: chapon.id, quantity: 1 } })).status()).toBe(200);

  // In the server's HTML, not added once the page runs: nothing below it moves (a layout shift on a phone).
  expect(await (await page.request.get('/products-list')).text()).toContain('Commandes de Noël</h2>');
  await page.goto('/products-list');
  // Alone, or beside another shop's Noël (admin-shops.spec.ts opens one at Metz-Centre with its whole catalogue).
  const entry = page.getByRole('region', { name: 'Commandes de Noël' });
  await expect(entry).toContainText('commandez avant le dimanche 20 décembre à 18', READY);
  await entry.getByRole('link', { name: /menu de Noël/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu de fête du jeudi 24 décembre' })).toBeVisible(READY);
  await expect(page.getByRole('heading', { level: 3, name: 'Chapon fermier' })).toBeVisible();

  await page.goto('/order-options');
  await page.getByRole('radio', { name: /Maison Thirion Montigny-lès-Metz/ }).check();
  const days = page.getByRole('group', { name: 'Jour du retrait' });
  await days.getByRole('button', { name: /Plus de jours/ }).click({ timeout: 15_000 });
  const the22nd = days.getByRole('radio', { name: /^mardi 22 décembre/ });
  await expect(the22nd).toBeVisible();
  await the22nd.check();
  await expect(days).toContainText('Fermé');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);
  expect((await response.json()).date).toBe('2026-12-22');
});
