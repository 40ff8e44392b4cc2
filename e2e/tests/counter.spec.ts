import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// The counter takes the money (issue 45), on the shop's 1024×768 tablet: a pay-at-shop order settled on the
// board with cash and a card together, then handed over; a card order weighed above its capture, whose rest
// the till takes on the order's page, after which the customer's page says « Payée ».

const READY = { timeout: 15_000 };
const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

test.use({ viewport: { width: 1024, height: 768 } });

type Article = { id: number; designation: string };
type Payment = { status: string; dueAmount: number; counterPayments: { method: string; amount: number }[] };
type StaffOrder = {
  id: number;
  number: string;
  status: string;
  totalTTC: number;
  lines: { id: number }[];
  payment: Payment;
};

/** "21,80 €" as the screens write it. */
const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
/** The amount as the till's field takes it ("21,80"). */
const typed = (amount: number) => amount.toFixed(2).replace('.', ',');

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function metzAndDays(request: APIRequestContext) {
  const shops = (await (await request.get('/api/shops')).json()) as { shops: { id: number; department: string }[] };
  const metz = shops.shops.find((s) => s.department === 'METZ-CENTRE')?.id as number;
  const slots = (await (await request.get(`/api/orders/slots?mode=Pickup&shopId=${metz}`)).json()) as {
    slots: { date: string }[];
  };
  return { metz, days: slots.slots.map((s) => s.date) };
}

/** Marie's order of one kilogram of entrecôte for Metz-Centre, paid at the shop unless said. */
async function marieOrders(request: APIRequestContext, shopId: number, date: string, paymentMethod?: 'online') {
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  const entrecote = await article<Article>(request, 'entrecote', 'Entrecôte');
  expect((await request.put('/api/carts', { data: { articleId: entrecote.id, quantity: 1 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { mode: 'Pickup', shopId, date, ...(paymentMethod ? { paymentMethod } : {}) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number; number: string; payment: { checkoutUrl: string | null } };
}

/**
 * The staff confirm the order, weigh its kilogram as `kg` (above the tolerance, the customer agreed by phone),
 * and make it ready.
 */
async function weighAndReady(staff: APIRequestContext, orderId: number, kg: number) {
  expect((await staff.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'Confirmed' } })).ok()).toBe(true);
  const detail = (await (await staff.get(`/api/admin/orders/${orderId}`)).json()) as StaffOrder;
  const weighed = await staff.put(`/api/admin/orders/${orderId}/lines/${detail.lines[0]?.id}`, {
    data: { weighedQuantity: kg, confirm: true, ...(kg > 1.1 ? { agreement: 'phone' } : {}) },
  });
  expect(weighed.ok(), await weighed.text()).toBe(true);
  const ready = await staff.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'Ready' } });
  expect(ready.ok(), await ready.text()).toBe(true);
}

const staffView = async (staff: APIRequestContext, orderId: number) =>
  (await (await staff.get(`/api/admin/orders/${orderId}`)).json()) as StaffOrder;

test('the counter settles a pay-at-shop order on the board with cash and a card, then hands it over', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const marie = await browser.newContext();
  await logIn(marie.request, 'marie@example.com');
  await logIn(page.request, 'staff@example.com');
  const { metz, days } = await metzAndDays(page.request);
  const day = days[0] as string;
  const placed = await marieOrders(marie.request, metz, day);
  await weighAndReady(page.request, placed.id, 1.05);
  const { totalTTC } = await staffView(page.request, placed.id);
  const rest = Math.round(totalTTC * 100 - 1000) / 100;

  await page.goto(`/admin?shop=${metz}&date=${day}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `n°\u00a0${placed.number}` }) });
  await expect(card).toBeVisible(READY);
  await expect(card.getByText(`À encaisser\u00a0: ${euros(totalTTC)}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'counter-board-due-1024.png') });

  // 10 € in cash: the amount filled in is what is due; the staff type what the customer gives.
  await card.getByRole('button', { name: 'Espèces' }).click();
  const amount = card.getByRole('textbox', { name: /Montant encaissé/ });
  await expect(amount).toHaveValue(typed(totalTTC));
  await amount.fill('10');
  if (SHOTS) await card.screenshot({ path: path.join(SHOTS, 'counter-board-cash-1024.png') });
  await card.getByRole('button', { name: /^Confirmer 10,00/ }).click();
  await expect(card.getByText(`À encaisser\u00a0: ${euros(rest)}`)).toBeVisible(READY);

  // The rest by card, as filled in.
  await card.getByRole('button', { name: 'Carte bancaire' }).click();
  await expect(card.getByRole('textbox', { name: /Montant encaissé/ })).toHaveValue(typed(rest));
  await card.getByRole('button', { name: new RegExp(`^Confirmer ${typed(rest)}`) }).click();
  await expect(card.getByText('Réglée')).toBeVisible(READY);
  await expect(card.getByText(/À encaisser/)).toHaveCount(0);
  const settled = await staffView(page.request, placed.id);
  expect(settled.payment).toMatchObject({
    dueAmount: 0,
    counterPayments: [
      { method: 'cash', amount: 10 },
      { method: 'card', amount: rest },
    ],
  });
  const mine = (await (await marie.request.get(`/api/orders/${placed.id}`)).json()) as StaffOrder;
  expect(mine.payment.dueAmount).toBe(0);
  await expectAccessible(page);
  if (SHOTS) await card.screenshot({ path: path.join(SHOTS, 'counter-board-settled-1024.png') });

  // Handed over from the board: nothing is due, so nothing stops it.
  await card.getByRole('button', { name: /^Remise au client/ }).click();
  await expect(
    page.getByRole('region', { name: /^Retirées/ }).getByRole('link', { name: `n°\u00a0${placed.number}` }),
  ).toBeVisible(READY);
  expect((await staffView(page.request, placed.id)).status).toBe('Completed');

  // The order's page says it is settled, with each entry.
  await page.goto(`/admin/orders/${placed.id}`);
  await expect(page.getByText('Réglée')).toBeVisible(READY);
  const entries = page.getByRole('list', { name: 'Encaissements au comptoir' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expect(entries).toContainText(`Espèces ${euros(10)}`);
  await expect(entries).toContainText(`Carte bancaire ${euros(rest)}`);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'counter-order-settled-1024.png'), fullPage: true });

  // The till's journal of today (ADR 068): both entries, chained, under the « Caisse » tab.
  await page.getByRole('link', { name: 'Caisse', exact: true }).click();
  const till = page.getByRole('table', { name: /encaissements? au comptoir le/ });
  const rows = till.getByRole('row').filter({ has: page.getByRole('link', { name: `n°\u00a0${placed.number}` }) });
  await expect(rows).toHaveCount(2, READY);
  await expect(rows.nth(0)).toContainText(`Espèces${euros(10)}`);
  await expect(rows.nth(1)).toContainText(`Carte bancaire${euros(rest)}`);
  await expectAccessible(page);
  await marie.close();
});

test('a card order weighed above its capture: the till takes the rest, and the customer reads « Payée »', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page.request, 'admin@example.com');
  const { metz, days } = await metzAndDays(page.request);
  const policy = await page.request.patch(`/api/admin/shops/${metz}`, { data: { paymentPolicy: 'online_or_counter' } });
  expect(policy.ok()).toBe(true);
  const marie = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const customer = await marie.newPage();
  await logIn(customer.request, 'marie@example.com');
  const placed = await marieOrders(customer.request, metz, days[1] as string, 'online');
  // The provider's page is not the shop's app: reached as a link takes the browser there.
  await customer.goto(`/order/${placed.id}`);
  await customer.getByRole('button', { name: 'Tout refuser' }).click();
  await customer.evaluate((url) => window.location.assign(url), new URL(placed.payment.checkoutUrl ?? '').pathname);
  await customer.getByRole('button', { name: 'Autoriser' }).click();
  await expect(customer).toHaveURL(new RegExp(`/order/${placed.id}`), READY);

  // 1,6 kg for the kilogram ordered: the card pays its hold when the order is ready, the rest is due at the till.
  await weighAndReady(page.request, placed.id, 1.6);
  await expect
    .poll(async () => (await staffView(page.request, placed.id)).payment.status, READY)
    .toBe('partially_captured');
  const ready = await staffView(page.request, placed.id);
  const due = ready.payment.dueAmount;
  expect(due).toBeGreaterThan(0);

  await page.goto(`/admin/orders/${placed.id}`);
  await expect(page.getByText(`À encaisser\u00a0: ${euros(due)}`)).toBeVisible(READY);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'counter-card-rest-due-1024.png'), fullPage: true });
  // Handing over before the rest is taken is refused, with what is due.
  const early = await page.request.post(`/api/admin/orders/${placed.id}/status`, { data: { status: 'Completed' } });
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ code: 'BALANCE_DUE', dueAmount: due });

  await page
    .getByRole('list', { name: /^Encaisser la commande/ })
    .getByRole('button', { name: 'Espèces' })
    .click();
  await expect(page.getByRole('textbox', { name: /Montant encaissé/ })).toHaveValue(typed(due));
  await page.getByRole('button', { name: new RegExp(`^Confirmer ${typed(due)}`) }).click();
  await expect(page.getByText('Réglée')).toBeVisible(READY);
  await expect(page.getByText(`Payée ${euros(ready.totalTTC)}`, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'counter-card-rest-taken-1024.png'), fullPage: true });
  await page
    .getByRole('region', { name: 'Statut' })
    .getByRole('button', { name: /^Remise au client/ })
    .click();
  await expect(page.getByRole('region', { name: 'Statut' }).getByText('Retirée')).toBeVisible(READY);
  expect((await staffView(page.request, placed.id)).payment.dueAmount).toBe(0);

  // The customer's page: paid, the card's part and the till's together.
  await customer.goto(`/order/${placed.id}`);
  await expect(customer.getByText(`Payée\u00a0: ${euros(ready.totalTTC)}.`)).toBeVisible(READY);
  await expectAccessible(customer);
  if (SHOTS) await customer.screenshot({ path: path.join(SHOTS, 'counter-customer-paid-1024.png'), fullPage: true });
  await marie.close();
});
