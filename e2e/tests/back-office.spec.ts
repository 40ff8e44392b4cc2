import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// The staff's day at the counter (issue 12), against the real server: two customers order for
// Metz-Centre; the staff's board shows them arrive without a reload; the cutting list prints; an order
// is weighed, one line is out of stock, it is made ready; the customer reads the final amount; at pickup
// the order is found by its number and handed over.

const READY = { timeout: 15_000 };
const outbox = SHOP.outboxDir;

type Article = { id: number; designation: string; saleUnit: 'kg' | 'piece' };
type PlacedOrder = { id: number; number: string; totalTTC: number };

/** A customer's order through the API, as the order screens send it. */
async function order(
  request: APIRequestContext,
  shopId: number,
  date: string,
  lines: [Article, number, string?][],
): Promise<PlacedOrder> {
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  for (const [a, quantity] of lines) {
    expect((await request.put('/api/carts', { data: { articleId: a.id, quantity } })).ok()).toBe(true);
  }
  const response = await request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      mode: 'Pickup',
      shopId,
      date,
      preparationNotes: lines.filter(([, , note]) => note).map(([a, , note]) => ({ articleId: a.id, note })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** "63,02 €" as the screens write it. */
const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

test('the staff’s day: live board, cutting list, weighing, ready, the customer’s final amount, handed over by number', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const shops = (
    (await (await page.request.get('/api/shops')).json()) as { shops: { id: number; department: string }[] }
  ).shops;
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const slots = (await (await page.request.get(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json()) as {
    slots: { date: string }[];
  };
  const day = slots.slots[0]?.date as string;

  // The counter's tablet: the staff member opens the board of Metz-Centre for the first open day.
  await logIn(page.request, 'staff@example.com');
  await page.goto(`/admin?shop=${metz.id}&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Commandes/ })).toBeVisible(READY);
  await expectAccessible(page);

  // Other journeys may have ordered entrecôte for this day already: the cutting list adds ours to theirs.
  const preparationBefore = (await (
    await page.request.get(`/api/admin/preparation?shopId=${metz.id}&date=${day}`)
  ).json()) as { articles: { designation: string; totalQuantity: number }[] };
  const entrecoteBefore = preparationBefore.articles.find((a) => a.designation === 'Entrecôte')?.totalQuantity ?? 0;

  // Two customers order, each in a browser of their own.
  const marie = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const chef = await browser.newContext({ baseURL });
  await logIn(marie.request, 'marie@example.com');
  await logIn(chef.request, 'chef@example.com');
  const entrecote = await article<Article>(page.request, 'entrecote', 'Entrecôte');
  const fauxFilet = await article<Article>(page.request, 'faux-filet', 'Faux-filet');
  const quiche = await article<Article>(page.request, 'quiche', 'Quiche lorraine');
  const first = await order(marie.request, metz.id, day, [
    [entrecote, 1.5, 'tranches fines'],
    [fauxFilet, 0.8],
    [quiche, 2],
  ]);
  // The board shows it without a reload (the page's document stays the same one).
  const marker = await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    return true;
  });
  expect(marker).toBe(true);
  await expect(page.getByRole('link', { name: new RegExp(first.number) }).first()).toBeVisible(READY);
  const second = await order(chef.request, metz.id, day, [[entrecote, 2.4, 'en pavés de 200 g']]);
  await expect(page.getByRole('link', { name: new RegExp(second.number) }).first()).toBeVisible(READY);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The cutting list: the day's entrecôte summed over both orders, with the notes; it prints as a PDF.
  await page.getByRole('navigation', { name: 'Espace boutique' }).getByRole('link', { name: 'Préparation' }).click();
  await expect(page).toHaveURL(/\/admin\/preparation/);
  const entrecoteRow = page.getByRole('row', { name: /Entrecôte/ }).first();
  await expect(entrecoteRow).toBeVisible(READY);
  const entrecoteTotal = (entrecoteBefore + 3.9).toFixed(3).replace('.', ',');
  await expect(entrecoteRow).toContainText(entrecoteTotal);
  await expect(page.getByText(/tranches fines/).first()).toBeVisible();
  await expectAccessible(page);
  const pdfHref = await page.getByRole('link', { name: /Imprimer/ }).getAttribute('href');
  const pdf = await page.request.get(pdfHref as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Marie's order, found by its number: confirmed, weighed, one line out of stock, ready.
  await page.getByRole('navigation', { name: 'Espace boutique' }).getByRole('link', { name: 'Commandes' }).click();
  await page.getByRole('searchbox', { name: /Rechercher ou scanner une commande/ }).fill(first.number);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.id}`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(first.number) })).toBeVisible(READY);
  await page.getByRole('button', { name: /^Confirmer/ }).click();
  await expect(page.getByRole('button', { name: /^Prête/ })).toBeVisible(READY);

  await page.getByRole('textbox', { name: /Poids pesé de «\s?Entrecôte\s?»/ }).fill('1,62');
  const weighed = page.waitForResponse((r) => r.url().includes(`/api/admin/orders/${first.id}/lines/`));
  await page
    .getByRole('button', { name: /^Enregistrer/ })
    .first()
    .click();
  expect((await weighed).status()).toBe(200);
  await expect(page.getByText(/Pesé\s?:\s?1,62/)).toBeVisible();
  await page.getByRole('button', { name: /Indisponible.*Faux-filet/ }).click();
  await expect(page.getByRole('button', { name: /Indisponible.*Faux-filet/ })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  const readyAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${first.id}/status`));
  await page.getByRole('button', { name: /^Prête/ }).click();
  const ready = (await (await readyAnswer).json()) as PlacedOrder & { status: string };
  expect(ready.status).toBe('Ready');
  // Marie is told by SMS, with the final amount.
  const sms = fs.readFileSync(path.join(outbox, 'sms.jsonl'), 'utf8');
  // SMS are folded into the GSM alphabet, one segment (ADR 054): « n° » reads « no », « prête » « prete ».
  expect(sms).toContain(`commande no ${first.number} prete`);

  // Marie reads the final amount on her phone.
  const phone = await marie.newPage();
  await phone.goto(`/order/${first.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: new RegExp(first.number) })).toBeVisible(READY);
  await expect(phone.getByText(euros(ready.totalTTC)).first()).toBeVisible();
  await expect(phone.getByText(/1,62\d?\s?kg pesés/)).toBeVisible();
  await expect(phone.getByText('Indisponible').first()).toBeVisible();
  expect(ready.totalTTC).toBeLessThan(first.totalTTC);

  // At pickup: the order number typed (or scanned) on the board opens it; it is handed over.
  await page.getByRole('navigation', { name: 'Espace boutique' }).getByRole('link', { name: 'Commandes' }).click();
  await page.getByRole('searchbox', { name: /Rechercher ou scanner une commande/ }).fill(first.number);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.id}`));
  // Paid at the shop: the till takes what is due, then the order is handed over (issue 45).
  await expect(page.getByText(`À encaisser\u00a0: ${euros(ready.totalTTC)}`)).toBeVisible(READY);
  await page.getByRole('button', { name: 'Espèces' }).click();
  await expect(page.getByRole('textbox', { name: /Montant encaissé/ })).toHaveValue(
    ready.totalTTC.toFixed(2).replace('.', ','),
  );
  await page.getByRole('button', { name: /^Confirmer/ }).click();
  await expect(page.getByText('Réglée')).toBeVisible(READY);
  await page.getByRole('button', { name: /^Remise au client/ }).click();
  await expect(page.getByText('Commande remise au client.').first()).toBeVisible(READY);
  const after = (await (await page.request.get(`/api/admin/orders/${first.id}`)).json()) as { status: string };
  expect(after.status).toBe('Completed');

  await marie.close();
  await chef.close();
});

test('a customer never reaches the back office, and a visitor is asked to log in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fadmin/);
  await logIn(page.request, 'marie@example.com');
  const forbidden = await page.request.get('/api/admin/orders');
  expect(forbidden.status()).toBe(403);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Espace boutique' })).toHaveCount(0);
});
