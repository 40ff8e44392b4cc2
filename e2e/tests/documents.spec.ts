import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// Issue 15: a pro's delivery gets its delivery note (with the lot the owner set); the owner sets the pro's
// payment terms and marks the invoice paid on the pro's statement; the pro reads it in "Mes factures".

const PASSWORD = 'Demo-Boucherie-2026';
const READY = { timeout: 15_000 };
// The screens are taken on every run (the capture itself is tried); docs/screenshots gets them with E2E_SCREENSHOTS=1.
const shots = path.resolve(
  import.meta.dirname,
  process.env.E2E_SCREENSHOTS === '1' ? '../../docs/screenshots' : '../test-results/screenshots',
);

async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/accounts/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('a pro delivery’s delivery note, the owner’s statement and payment, the pro’s statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The owner sets the lot of the entrecôte on sale.
  const office = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'fr-FR' });
  const owner = await office.newPage();
  await logIn(owner.request, 'admin@example.com');
  const found = (await (await owner.request.get('/api/admin/articles?Search=entrecote')).json()) as {
    items: { id: number; designation: string }[];
  };
  const entrecote = found.items.find((a) => a.designation === 'Entrecôte') as { id: number };
  // The demo sells it from the génisse's lot (issue 39): this journey is the free number's, so from no lot.
  const noLot = await owner.request.put(`/api/admin/articles/${entrecote.id}/lot`, { data: { lotId: null } });
  expect(noLot.status()).toBe(200);
  const lot = await owner.request.patch(`/api/admin/articles/${entrecote.id}`, { data: { lotNumber: 'L2026-1147' } });
  expect(lot.status()).toBe(200);

  // The pro orders a delivery to the restaurant.
  await logIn(page.request, 'chef@example.com');
  const slots = (await (await page.request.get('/api/orders/slots?mode=Delivery&postCode=57000')).json()) as {
    slots: { date: string; windows: { id: number }[] }[];
  };
  expect((await page.request.post('/api/carts/clear')).ok()).toBe(true);
  expect((await page.request.put('/api/carts', { data: { articleId: entrecote.id, quantity: 3 } })).ok()).toBe(true);
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      mode: 'Delivery',
      date: slots.slots[0]?.date,
      timeWindowId: slots.slots[0]?.windows[0]?.id,
      address: {
        firstName: 'Julien',
        lastName: 'Marchal',
        street: '2 place de la Cathédrale',
        postcode: '57000',
        city: 'Metz',
      },
      deliveryInstructions: 'Entrée des fournisseurs, rue Taison',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };

  // The counter weighs it (the lot follows), makes it ready and prints the delivery note from its page.
  const counter = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'fr-FR' });
  const staff = await counter.newPage();
  await logIn(staff.request, 'staff@example.com');
  const status = (s: string) => staff.request.post(`/api/admin/orders/${order.id}/status`, { data: { status: s } });
  expect((await status('Confirmed')).status()).toBe(200);
  // On the counter tablet: the lot field offers the article's lot, sent with the weight.
  await staff.goto(`/admin/orders/${order.id}`);
  const lotField = staff.getByRole('textbox', { name: /N° de lot de «\s?Entrecôte\s?»/ });
  await expect(lotField).toHaveValue('L2026-1147', READY);
  const box = await lotField.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await staff.getByRole('textbox', { name: /Poids pesé de «\s?Entrecôte\s?»/ }).fill('3,12');
  const weighed = staff.waitForResponse((r) => r.url().includes(`/api/admin/orders/${order.id}/lines/`));
  await lotField.press('Enter');
  expect((await weighed).request().postDataJSON()).toMatchObject({ weighedQuantity: 3.12, lotNumber: 'L2026-1147' });
  await expect(staff.getByText(/^Poids enregistré\s?: 3,120\s?kg, lot L2026-1147\./)).toBeVisible(READY);
  await expectAccessible(staff);
  await staff.screenshot({ path: path.join(shots, 'admin-order-weighing-lot-1024.png') });
  expect((await status('Ready')).status()).toBe(200);
  await staff.reload();
  await expect(staff.getByText('Lot\u00a0: L2026-1147')).toBeVisible(READY);
  const note = staff.getByRole('link', { name: /^Bon de livraison/ });
  await expect(note).toHaveAttribute('href', `/api/admin/orders/${order.id}/delivery-note.pdf`);
  const pdf = await staff.request.get(`/api/admin/orders/${order.id}/delivery-note.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await staff.screenshot({ path: path.join(shots, 'admin-order-delivery-note-1024.png') });
  expect((await status('Completed')).status()).toBe(200);

  // The owner, on the pro's page: payment terms, then the invoice marked paid today.
  const customers = (await (await owner.request.get('/api/admin/customers?Search=chef%40example.com')).json()) as {
    items: { id: number }[];
  };
  const chefId = customers.items[0]?.id as number;
  await owner.goto(`/admin/customers/${chefId}`);
  const panel = owner.getByRole('region', { name: 'Compte professionnel' });
  await expect(panel.getByText(/^F\d{4}-\d{6}$/)).toBeVisible(READY);
  await panel.getByLabel('Conditions de paiement').selectOption('days45eom');
  const terms = owner.waitForResponse((r) => r.url().endsWith('/payment-terms'));
  await panel.getByRole('button', { name: 'Enregistrer les conditions' }).click();
  expect((await terms).status()).toBe(200);
  const paid = owner.waitForResponse((r) => r.url().endsWith('/payment') && r.request().method() === 'POST');
  await panel
    .getByRole('button', { name: /^Marquer payée/ })
    .first()
    .click();
  expect((await paid).status()).toBe(200);
  await expect(panel.getByText(/^Payée le /).first()).toBeVisible(READY);
  await expect(owner.getByText('Avoirs du mois').locator('..')).toHaveText('Avoirs du mois0,00\u00a0€');
  // Half a kilo of the paid invoice credited: owed to the pro, shown as such, its refund to record.
  const invoices = (await (await owner.request.get(`/api/admin/orders/${order.id}/invoices`)).json()) as {
    invoice: { id: number };
  };
  const credited = await owner.request.post(`/api/admin/invoices/${invoices.invoice.id}/credit-notes`, {
    data: { reason: 'Une pièce trop grasse, reprise', lines: [{ line: 1, quantity: 0.5 }] },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  const creditNote = (await credited.json()) as { number: string; totalTtc: number };
  await owner.reload();
  await expect(panel.getByText(/^Solde en faveur du client/)).toBeVisible(READY);
  await expect(panel.getByRole('button', { name: `Marquer remboursé l’avoir ${creditNote.number}` })).toBeVisible();
  await expectAccessible(owner);
  await owner.screenshot({ path: path.join(shots, 'admin-customer-statement-1024.png'), fullPage: true });

  // The pro: the delivery note on the order's page, the statement in "Mes factures".
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/order/${order.id}`);
    if (width === 390) {
      await page.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeHidden();
    }
    const download = page.getByRole('link', { name: 'Télécharger le bon de livraison (PDF)' });
    await expect(download).toHaveAttribute('href', `/api/orders/${order.id}/delivery-note.pdf`, READY);
    await page.goto('/account/invoices');
    const statement = page.getByRole('region', { name: 'Relevé mensuel' });
    await expect(statement.getByText(/^Payée le /).first()).toBeVisible(READY);
    await expect(statement.getByText(/^Solde en votre faveur/)).toBeVisible();
    await expect(statement.getByRole('row', { name: new RegExp(creditNote.number) })).toContainText('En votre faveur');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(shots, `account-statement-${width}.png`), fullPage: width > 400 });
    if (width === 390) await statement.screenshot({ path: path.join(shots, 'account-statement-table-390.png') });
  }
  // The statement's PDF, kept with the run's output to be looked at (docs/screenshots/statement-pdf.png).
  const pdfLink = page.getByRole('link', { name: 'Télécharger le relevé (PDF)' });
  const statementPdf = await page.request.get((await pdfLink.getAttribute('href')) as string);
  expect(statementPdf.headers()['content-type']).toBe('application/pdf');
  fs.writeFileSync(test.info().outputPath('statement.pdf'), await statementPdf.body());
  const own = await page.request.get(`/api/orders/${order.id}/delivery-note.pdf`);
  expect(own.status()).toBe(200);
  await page.goto(`/order/${order.id}`);
  await page.screenshot({ path: path.join(shots, 'account-order-delivery-note-1280.png') });
});
