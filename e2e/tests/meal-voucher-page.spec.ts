import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// Titres-restaurant online on a phone (issue 41, ADR 073): Marie chooses « Titre-restaurant, et le reste par
// carte » at checkout, pays the titres' part on the demo titres provider's page, then the rest on the demo card
// page; a refusal on the titres' page leaves the whole order to the card. E2E_SCREENSHOTS=1 saves the screens.

const READY = { timeout: 15_000 };
const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;
const euros = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n);
const spaced = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

test.use({ viewport: { width: 390, height: 844 } });

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** The owner offers the card and titres online at Metz-Centre; answers the shop's id. */
async function titresAtMetz(owner: APIRequestContext, accepts = true) {
  const { shops } = (await (await owner.get('/api/shops')).json()) as { shops: { id: number; department: string }[] };
  const metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id;
  const changed = await owner.patch(`/api/admin/shops/${metz}`, {
    data: { paymentPolicy: 'online_or_counter', acceptsMealVouchers: accepts },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return metz as number;
}

type Slot = { date: string; paymentMethods: string[] };

/** Marie, with one kilogram of entrecôte (raw beef: payable in titres) in her cart, and a day that takes titres. */
async function marieWithAnEntrecote(request: APIRequestContext, metz: number, nth = 0) {
  await logIn(request, 'marie@example.com');
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  const entrecote = await article<{ id: number; designation: string }>(request, 'entrecote', 'Entrecôte');
  expect((await request.put('/api/carts', { data: { articleId: entrecote.id, quantity: 1 } })).ok()).toBe(true);
  const { slots } = (await (await request.get(`/api/orders/slots?mode=Pickup&shopId=${metz}`)).json()) as {
    slots: Slot[];
  };
  const days = slots.filter((s) => s.paymentMethods.includes('meal_voucher'));
  expect(days.length).toBeGreaterThan(nth);
  return (days[nth] as Slot).date;
}

type PaidOrder = {
  id: number;
  totalTTC: number;
  payment: {
    status: string;
    heldAmount: number;
    checkoutUrl: string | null;
    mealVoucher?: { amount: number; status: string };
  };
};

test('titres then the card on a phone: the titres’ page first, then the card for the rest', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  await logIn(owner, 'admin@example.com');
  const metz = await titresAtMetz(owner);
  try {
    const day = await marieWithAnEntrecote(page.request, metz);

    await page.goto('/order-options');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByRole('radio', { name: /Maison Thirion Metz-Centre/ })).toBeChecked(READY);
    // Titres are offered on a day that takes them (never a Sunday): « mardi 8 décembre ».
    const dayName = new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Paris',
    });
    await page
      .getByRole('group', { name: 'Jour du retrait' })
      .getByRole('radio', { name: new RegExp(`^${dayName}`) })
      .check();
    const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
    const titres = summary.getByRole('radio', { name: /Titre-restaurant, et le reste par carte/ });
    await expect(titres).toBeVisible(READY);
    await titres.check();
    await expect(summary.getByText(/^Titre-restaurant \d+,\d\d\s€ \+ carte \d+,\d\d\s€$/)).toBeVisible(READY);
    await expect(summary.getByText(/Vous validez d’abord vos titres-restaurant, puis la carte\./)).toBeVisible();
    await page.getByRole('button', { name: 'Valider ma commande' }).click();

    // The titres provider's page (the demo's: no titres card is asked, nothing is debited).
    await expect(page).toHaveURL(/\/paiement-titres\/[\w-]{32}$/, READY);
    const orders = (await (await page.request.get('/api/orders?PageSize=1')).json()) as { items: PaidOrder[] };
    const order = orders.items[0] as PaidOrder;
    expect(order.payment.mealVoucher).toMatchObject({ amount: 25, status: 'awaiting_customer' });
    await expect(page.getByRole('heading', { level: 1, name: 'Titre-restaurant de démonstration' })).toBeVisible();
    await expect(page.getByText(spaced(`Part en titres-restaurant : ${euros(25)}`))).toBeVisible();
    await expect(page.getByText(spaced(`Reste par carte : ${euros(order.totalTTC - 25)}`))).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'meal-voucher-page-390.png'), fullPage: true });
    await page.getByRole('button', { name: spaced(`Payer ${euros(25)} en titres-restaurant`) }).click();

    // Then the card's page, for the rest with the weighing's tolerance.
    await expect(page).toHaveURL(/\/paiement-demo\/cs_test_\w+$/, READY);
    const paid = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as PaidOrder;
    expect(paid.payment.mealVoucher).toMatchObject({ amount: 25, status: 'captured' });
    expect(paid.payment.heldAmount).toBeLessThan(order.totalTTC);
    await expect(page.getByText(spaced(euros(paid.payment.heldAmount)))).toBeVisible();
    await page.getByRole('button', { name: 'Autoriser' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/${order.id}\\?paiement=retour$`), READY);
    await expect(page.getByRole('status').filter({ hasText: 'Montant bloqué sur votre carte' })).toContainText(
      spaced(euros(paid.payment.heldAmount)),
      READY,
    );
    await expect(
      page.getByText(spaced(`Titre-restaurant ${euros(25)} + carte ${euros(order.totalTTC - 25)}`)),
    ).toBeVisible();
    await expectAccessible(page);
  } finally {
    await titresAtMetz(owner, false);
    await ownerContext.close();
  }
});

test('« Refuser » on the titres’ page: nothing debited, the card holds the whole order', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  await logIn(owner, 'admin@example.com');
  const metz = await titresAtMetz(owner);
  try {
    const day = await marieWithAnEntrecote(page.request, metz, 1);
    const placed = await page.request.post('/api/orders', {
      data: { mode: 'Pickup', shopId: metz, date: day, paymentMethod: 'meal_voucher' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as PaidOrder;
    // « Payer maintenant » on the order's page leads to the titres' page while they wait for an answer.
    await page.goto(`/order/${order.id}`);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByText(/\(titres-restaurant à valider d’abord\)/)).toBeVisible(READY);
    await page.getByRole('button', { name: 'Payer maintenant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Titre-restaurant de démonstration' })).toBeVisible(READY);
    await page.getByRole('button', { name: 'Refuser' }).click();

    await expect(page).toHaveURL(/\/paiement-demo\/cs_test_\w+$/, READY);
    const refused = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as PaidOrder;
    expect(refused.payment.mealVoucher?.status).toBe('declined');
    expect(refused.payment.heldAmount).toBeGreaterThanOrEqual(order.totalTTC);
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order.id}\\?paiement=retour$`), READY);
    await expect(
      page.getByText(spaced(`Carte seulement : ${euros(order.totalTTC)} (titres-restaurant refusés).`)),
    ).toBeVisible(READY);
    await expectAccessible(page);
  } finally {
    await titresAtMetz(owner, false);
    await ownerContext.close();
  }
});
