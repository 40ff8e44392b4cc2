import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// Paying online for meat sold by weight (issue 32): a particulier pays by card on a phone through the demo
// provider's page, staff weigh and mark the order ready, and the card pays exactly what the meat weighed.

const PASSWORD = 'Demo-Boucherie-2026';
const READY = { timeout: 15_000 };
const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

test.use({ viewport: { width: 390, height: 844 } });

async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/accounts/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** The owner offers the card at Metz-Centre (the customer chooses; unsaid, orders are paid at the shop). */
async function cardAtMetz(owner: APIRequestContext) {
  const shops = (await (await owner.get('/api/shops')).json()) as { shops: { id: number; department: string }[] };
  const metz = shops.shops.find((s) => s.department === 'METZ-CENTRE')?.id;
  expect((await owner.patch(`/api/admin/shops/${metz}`, { data: { paymentPolicy: 'online_or_counter' } })).ok()).toBe(
    true,
  );
  return metz as number;
}

/** Marie logged in, with one kilogram of entrecôte in her cart and nothing else. */
async function marieWithAnEntrecote(request: APIRequestContext) {
  await logIn(request, 'marie@example.com');
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  const articles = (await (await request.get('/api/articles?Search=entrecote&PageSize=20')).json()) as {
    items: { id: number; designation: string }[];
  };
  const entrecote = articles.items.find((a) => a.designation === 'Entrecôte')?.id;
  expect((await request.put('/api/carts', { data: { articleId: entrecote, quantity: 1 } })).ok()).toBe(true);
}

/** The last e-mail to an address whose subject ends so, from this worker's outbox. */
function lastMail(to: string, subjectEnd: string) {
  const file = path.join(SHOP.outboxDir, 'mail.jsonl');
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to && m.subject.endsWith(subjectEnd))
    .at(-1);
}

test('a particulier pays by card on a phone; the card pays exactly what the meat weighed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const staffContext = await browser.newContext();
  const staff = staffContext.request;
  await logIn(staff, 'admin@example.com');
  await cardAtMetz(staff);
  await marieWithAnEntrecote(page.request);

  await page.goto('/order-options');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('radio', { name: /Maison Thirion Metz-Centre/ })).toBeChecked(READY);
  const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
  const card = summary.getByRole('radio', { name: /Par carte, maintenant/ });
  await expect(card).toBeVisible(READY);
  await expect(summary.getByRole('radio', { name: 'À la boutique, au retrait' })).toBeChecked();
  await card.check();
  const hold = summary.getByText(/^Montant maximum bloqué sur votre carte\s:\s\d+,00\s€\./);
  await expect(hold).toBeVisible();
  const held = Number((/(\d+),00\s€/.exec((await hold.textContent()) ?? '') ?? [])[1]);
  await expectAccessible(page);
  if (SHOTS) await summary.screenshot({ path: path.join(SHOTS, 'payment-checkout-390.png') });

  await page.getByRole('button', { name: 'Valider ma commande' }).click();

  // The provider's page (the demo's: no card is asked, nothing is taken).
  await expect(page).toHaveURL(/\/paiement-demo\/cs_test_\w+$/, READY);
  const orders = (await (await page.request.get('/api/orders?PageSize=1')).json()) as {
    items: { id: number; payment: { status: string; heldAmount: number } }[];
  };
  const order = orders.items[0] as { id: number; payment: { status: string; heldAmount: number } };
  expect(order.payment).toMatchObject({ status: 'awaiting_authorization', heldAmount: held });
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de démonstration' })).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'payment-demo-page-390.png') });
  await page.getByRole('button', { name: 'Autoriser' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${order.id}\\?paiement=retour$`), READY);
  await expect(page.getByRole('status').filter({ hasText: 'Montant bloqué sur votre carte' })).toContainText(
    `${held},00`,
    READY,
  );
  const amount = page.getByRole('region', { name: 'Montant' });
  if (SHOTS) await amount.screenshot({ path: path.join(SHOTS, 'payment-authorized-390.png') });

  // The counter weighs 940 g of the kilogram ordered and marks the order ready: the card pays that.
  const detail = (await (await staff.get(`/api/admin/orders/${order.id}`)).json()) as { lines: { id: number }[] };
  const weighed = await staff.put(`/api/admin/orders/${order.id}/lines/${detail.lines[0]?.id}`, {
    data: { weighedQuantity: 0.94 },
  });
  expect(weighed.ok()).toBe(true);
  const total = ((await weighed.json()) as { totalTTC: number }).totalTTC;
  for (const status of ['Confirmed', 'Ready'])
    expect((await staff.post(`/api/admin/orders/${order.id}/status`, { data: { status } })).ok()).toBe(true);
  const paid = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(total);

  await page.goto(`/order/${order.id}`);
  await expect(page.getByText(`Payée par carte\u00a0: ${paid}. Le reste du montant bloqué est libéré.`)).toBeVisible(
    READY,
  );
  await expect
    .poll(() => lastMail('marie@example.com', 'est prête')?.text ?? '')
    .toContain(`Payée par carte\u00a0: ${paid}.`);
  await expectAccessible(page);
  await staffContext.close();
});

test('a card order raised above its hold on a phone: « Autoriser N € », a new hold, then the change', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const staffContext = await browser.newContext();
  await logIn(staffContext.request, 'admin@example.com');
  const shops = (await (await staffContext.request.get('/api/shops')).json()) as {
    shops: { id: number; department: string }[];
  };
  const metz = shops.shops.find((s) => s.department === 'METZ-CENTRE')?.id;
  await staffContext.request.patch(`/api/admin/shops/${metz}`, { data: { paymentPolicy: 'online_or_counter' } });

  await logIn(page.request, 'marie@example.com');
  expect((await page.request.post('/api/carts/clear')).ok()).toBe(true);
  const articles = (await (await page.request.get('/api/articles?Search=entrecote&PageSize=20')).json()) as {
    items: { id: number; designation: string }[];
  };
  const entrecote = articles.items.find((a) => a.designation === 'Entrecôte')?.id;
  await page.request.put('/api/carts', { data: { articleId: entrecote, quantity: 1 } });
  const slots = (await (await page.request.get(`/api/orders/slots?mode=Pickup&shopId=${metz}`)).json()) as {
    slots: { date: string }[];
  };
  const placed = await page.request.post('/api/orders', {
    data: { mode: 'Pickup', shopId: metz, date: slots.slots[0]?.date, paymentMethod: 'online' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; payment: { checkoutUrl: string; heldAmount: number } };
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.getByRole('button', { name: 'Payer maintenant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de démonstration' })).toBeVisible(READY);
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}\\?paiement=retour$`), READY);

  await page.getByRole('button', { name: 'Modifier les quantités' }).click();
  await page.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' }).fill('3');
  await page.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' }).press('Tab');
  await page.getByRole('button', { name: 'Enregistrer les quantités' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Votre carte garantit' });
  await expect(refusal).toContainText(`${order.payment.heldAmount},00`, READY);
  const authorise = page.getByRole('button', { name: /^Autoriser \d+,00\s€$/ });
  const needed = ((await authorise.textContent()) ?? '').replace(/^Autoriser /, '');
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'hold-raise-refused-390.png'), fullPage: true });
  await authorise.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de démonstration' })).toBeVisible(READY);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'hold-raise-demo-page-390.png') });
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}\\?paiement=retour$`), READY);
  await expect(page.getByRole('status').filter({ hasText: 'Montant bloqué sur votre carte' })).toContainText(
    needed,
    READY,
  );
  await expect(page.getByText(/3\s?kg/).first()).toBeVisible(READY);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'hold-raise-applied-390.png'), fullPage: true });
  const after = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    lines: { quantity: number }[];
    payment: { status: string };
  };
  expect(after.lines[0]?.quantity).toBe(3);
  expect(after.payment.status).toBe('authorized');
  await staffContext.close();
});

test('a credit note above what the card paid: the order’s page says what goes back to the card', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const owner = await ownerContext.newPage();
  await logIn(owner.request, 'admin@example.com');
  const metz = await cardAtMetz(owner.request);
  // Marie pays an entrecôte by card for another day than the other journey's.
  await marieWithAnEntrecote(page.request);
  const slots = (await (await page.request.get(`/api/orders/slots?mode=Pickup&shopId=${metz}`)).json()) as {
    slots: { date: string }[];
  };
  const placed = await page.request.post('/api/orders', {
    data: { mode: 'Pickup', shopId: metz, date: slots.slots[1]?.date, paymentMethod: 'online' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; payment: { checkoutUrl: string } };
  // The provider's page is not the shop's app (nothing hydrates there): reached as a link takes the browser there.
  await page.goto(`/order/${order.id}`);
  await page.evaluate((url) => window.location.assign(url), new URL(order.payment.checkoutUrl).pathname);
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}`), READY);

  // Weighed well above the hold, with her word by phone: the card pays the hold, the rest at the counter.
  const detail = (await (await owner.request.get(`/api/admin/orders/${order.id}`)).json()) as {
    lines: { id: number }[];
  };
  const weighed = await owner.request.put(`/api/admin/orders/${order.id}/lines/${detail.lines[0]?.id}`, {
    data: { weighedQuantity: 1.4, confirm: true, agreement: 'phone' },
  });
  expect(weighed.ok(), await weighed.text()).toBe(true);
  for (const status of ['Confirmed', 'Ready'])
    expect((await owner.request.post(`/api/admin/orders/${order.id}/status`, { data: { status } })).ok()).toBe(true);
  // The rest above the capture is taken at the till in cash before the meat is handed over.
  const ready = (await (await owner.request.get(`/api/admin/orders/${order.id}`)).json()) as {
    payment: { dueAmount: number };
  };
  expect(ready.payment.dueAmount).toBeGreaterThan(0);
  const settled = await owner.request.post(`/api/admin/orders/${order.id}/counter-payments`, {
    data: { method: 'cash', amount: ready.payment.dueAmount },
  });
  expect(settled.status(), await settled.text()).toBe(201);
  const handed = await owner.request.post(`/api/admin/orders/${order.id}/status`, { data: { status: 'Completed' } });
  expect(handed.ok(), await handed.text()).toBe(true);

  // The whole invoice credited: more than the card paid.
  const invoices = (await (await owner.request.get(`/api/admin/orders/${order.id}/invoices`)).json()) as {
    invoice: { id: number };
  };
  const credited = await owner.request.post(`/api/admin/invoices/${invoices.invoice.id}/credit-notes`, {
    data: { reason: 'Commande rapportée' },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  const note = (await credited.json()) as { number: string; refundToCard: number; toRepayOtherwise: number };
  expect(note.refundToCard).toBeGreaterThan(0);
  expect(note.toRepayOtherwise).toBeGreaterThan(0);

  await owner.goto(`/admin/orders/${order.id}`);
  const panel = owner.getByRole('region', { name: 'Facture' });
  const euros = (amount: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, '\u00a0');
  await expect(panel.getByRole('listitem').filter({ hasText: note.number })).toContainText(
    `${euros(note.refundToCard)} remboursés sur la carte\u00a0; ${euros(note.toRepayOtherwise)} à rembourser autrement (espèces, virement)`,
    READY,
  );
  await expectAccessible(owner);
  await panel.screenshot({
    path: path.join(SHOTS ?? path.resolve(import.meta.dirname, '../test-results'), 'admin-credit-note-card-1024.png'),
  });
  await ownerContext.close();
});
