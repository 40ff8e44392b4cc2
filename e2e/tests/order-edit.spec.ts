import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// Issue 15: the customer changes the quantities of their order online until its date's cut-off (ADR 030);
// the staff's order page shows the new quantities without a reload.

const READY = { timeout: 15_000 };
const shots = path.join(path.resolve(import.meta.dirname, '../..'), 'docs/screenshots');

type Article = {
  id: number;
  designation: string;
  pricePerUnit: number;
  discountIsActive: boolean;
  discountedPrice: number | null;
};

/** What a particulier pays per unit today. */
const todayPrice = (a: Article) =>
  a.discountIsActive && a.discountedPrice !== null ? a.discountedPrice : a.pricePerUnit;

/** "63,02 €" as the screens write it, spaces as plain spaces. */
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
const plain = async (page: Page, selector: string) =>
  ((await page.locator(selector).textContent()) ?? '').replace(/\s/g, ' ');

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Marie's pickup order at Metz-Centre: 1,5 kg of entrecôte and 2 quiches, on the first date without windows. */
async function placeOrder(request: APIRequestContext) {
  await logIn(request, 'marie@example.com');
  const shops = ((await (await request.get('/api/shops')).json()) as { shops: { id: number; department: string }[] })
    .shops;
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const slots = (await (await request.get(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json()) as {
    slots: { date: string; windows: { id: number }[] }[];
  };
  const slot = slots.slots.find((s) => s.windows.length === 0) ?? slots.slots[0];
  const entrecote = await article<Article>(request, 'entrecote', 'Entrecôte');
  const quiche = await article<Article>(request, 'quiche', 'Quiche lorraine');
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  expect((await request.put('/api/carts', { data: { articleId: entrecote.id, quantity: 1.5 } })).ok()).toBe(true);
  expect((await request.put('/api/carts', { data: { articleId: quiche.id, quantity: 2 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      mode: 'Pickup',
      shopId: metz.id,
      date: slot?.date,
      ...(slot?.windows[0] ? { timeWindowId: slot.windows[0].id } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };

  return { order, entrecote };
}

test('the customer changes a quantity and removes a line, sees the new total, and the staff see it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { order, entrecote } = await placeOrder(page.request);

  // The shop's staff have the order open on the counter's screen.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await logIn(staff.request, 'staff@example.com');
  const counter = await staff.newPage();
  await counter.goto(`/admin/orders/${order.id}`);
  await expect(counter.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible(READY);
  await expect(counter.getByText(/Commandé\s:\s1,5\skg/)).toBeVisible();

  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  const open = page.getByRole('button', { name: 'Modifier les quantités' });
  await expect(open).toBeVisible();
  await open.click();
  const heading = page.getByRole('heading', { name: 'Modifier les quantités' });
  await expect(heading).toBeFocused();

  // 2 kg of entrecôte instead of 1,5 (typed, as a customer on a phone would), no quiche.
  const field = page.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
  await field.fill('2');
  await field.press('Enter');
  await expect(field).toHaveValue('2');
  await page.getByRole('button', { name: 'Retirer Quiche lorraine de la commande' }).click();
  await expect(page.getByText('Retiré de la commande.')).toBeVisible();
  const total = Math.round(todayPrice(entrecote) * 200) / 100;
  const editor = page.getByRole('region', { name: 'Modifier les quantités' });
  await expect(editor).toContainText(/Nouveau montant/);
  expect((await editor.textContent())?.replace(/\s/g, ' ')).toContain(`Total TTC${euros(total)}`);
  await expectAccessible(page);
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'order-change-quantities-phone.png'), fullPage: false });

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order.id}/lines`));
  await page.getByRole('button', { name: 'Enregistrer les quantités' }).click();
  expect((await saved).status()).toBe(200);
  await expect(open).toBeFocused();
  expect(await plain(page, 'section[aria-labelledby="order-totals"] dl')).toContain(`Total TTC${euros(total)}`);
  await expect(page.getByRole('list', { name: 'Articles de la commande' }).getByRole('listitem')).toHaveCount(1);

  // The counter's page follows without a reload: 2 kg, and the quiche gone.
  await expect(counter.getByText(/Commandé\s:\s2\skg/)).toBeVisible(READY);
  await expect(counter.getByText('Quiche lorraine', { exact: true })).toHaveCount(0);
  await expect(
    counter.getByText(/Modifiée par le client\s:\sEntrecôte 1,5\skg → 2\skg, Quiche lorraine retiré\./),
  ).toBeVisible();
  await staff.close();
});

test('the quantities editor at desktop width, with the new total', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { order } = await placeOrder(page.request);
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.getByRole('button', { name: 'Modifier les quantités' }).click();
  const field = page.getByRole('textbox', { name: /^Quantité d(?:e |’)/ }).first();
  await field.press('ArrowUp');
  await field.blur();
  await expect(page.getByText(/^Au lieu de /)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'order-change-quantities-desktop.png'), fullPage: true });
});
