import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// Issue 15: a restaurant turns its cart into a weekly standing order; the server's clock moves to the first
// date's placing time and the order appears by itself; staff deliver it; the restaurant downloads the invoice
// and the delivery note. The server's clock is moved through
// CLOCK_OFFSET_FILE: this worker's shop's own (worker-shop.ts), which no other worker's specs see.

const READY = { timeout: 15_000 };
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'docs/screenshots');
const CLOCK_OFFSET_FILE = SHOP.clockOffsetFile;

type Article = { id: number; designation: string; saleUnit: 'kg' | 'piece' };
type Occurrence = {
  date: string;
  status: string;
  placeAt: string | null;
  order: { id: number; number: string } | null;
};
type Standing = { id: number; weekdays: number[]; nextOccurrences: Occurrence[] };

const setClockOffset = (ms: number) => fs.writeFileSync(CLOCK_OFFSET_FILE, String(Math.round(ms)));

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/**
 * A downloaded PDF: its first page drawn as PNG by Debian's pdftoppm and kept beside the screenshots, to be
 * looked at; its text read back by pdftotext.
 */
function keepPdf(pdf: Buffer, name: string): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(shots, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(shots, name)]);
    expect(fs.statSync(path.join(shots, `${name}.png`)).size).toBeGreaterThan(1000);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file);
  }
}

const WEEKDAY_NAMES = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.afterEach(() => setClockOffset(0));

test('a pro’s weekly standing order is placed on its day; staff deliver it; the pro downloads the invoice and the delivery note', async ({
  page,
  browser,
}) => {
  // A long journey (seven axe runs, two browsers, two PDFs) on two busy cores.
  test.setTimeout(360_000);
  setClockOffset(0);
  await logIn(page.request, 'chef@example.com');
  for (const old of ((await (await page.request.get('/api/standing-orders')).json()) as { items: Standing[] }).items) {
    expect((await page.request.delete(`/api/standing-orders/${old.id}`)).status()).toBe(204);
  }

  // The restaurant's usual order in its cart: 2,5 kg of entrecôte and 4 quiches.
  const entrecote = await article<Article>(page.request, 'entrecote', 'Entrecôte');
  const quiche = await article<Article>(page.request, 'quiche', 'Quiche lorraine');
  expect((await page.request.post('/api/carts/clear')).ok()).toBe(true);
  for (const [a, quantity] of [
    [entrecote, 2.5],
    [quiche, 4],
  ] as const) {
    expect((await page.request.put('/api/carts', { data: { articleId: a.id, quantity } })).ok()).toBe(true);
  }
  // Its day: the first delivery day to 57000 at least two days ahead, so its placing time is still to come.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const slots = (await (await page.request.get('/api/orders/slots?mode=Delivery&postCode=57000')).json()) as {
    slots: { date: string }[];
  };
  const inTwoDays = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  // A day the chef holds no open order on (other specs of this worker order for him): there, a standing order
  // would skip its date rather than double his order.
  const held = new Set(
    (
      (await (await page.request.get('/api/orders?PageSize=100')).json()) as {
        items: { date: string; status: string }[];
      }
    ).items
      .filter((o) => o.status !== 'Completed' && o.status !== 'Cancelled')
      .map((o) => o.date),
  );
  const day = slots.slots.find((slot) => slot.date >= inTwoDays && !held.has(slot.date))?.date as string;
  expect(day).toBeDefined();
  const weekday = WEEKDAY_NAMES[isoWeekday(day) - 1] as string;

  // From the cart: "Commander chaque semaine" opens the form, prefilled (a pro is delivered by default).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeHidden();
  await page.getByRole('button', { name: 'Commander chaque semaine' }).click();
  const form = page.getByRole('form', { name: 'Commander chaque semaine' });
  await expect(form).toBeVisible(READY);
  await expect(form.getByRole('radio', { name: 'Livraison' })).toBeChecked();
  await expect(form.getByLabel('Code postal')).toHaveValue('57000');
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  // Nothing chosen: said in French, under the days.
  await form.getByRole('checkbox', { checked: true }).uncheck();
  await form.getByRole('button', { name: 'Enregistrer la commande récurrente' }).click();
  await expect(form.getByText('Choisissez au moins un jour de la semaine.')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'standing-order-form-error-phone.png'), fullPage: true });
  await form.getByRole('checkbox', { name: weekday }).check();
  await form.getByLabel('Première commande').fill(day);
  await form.getByLabel('Nom (facultatif)').fill('Commande du bistrot');
  await expect(form.getByText('Choisissez au moins un jour de la semaine.')).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-order-form-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-order-form-desktop.png'), fullPage: true });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/standing-orders') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enregistrer la commande récurrente' }).click();
  expect((await created).status()).toBe(201);

  // Its page: the days, the address, the next dates, the first of them the chosen day.
  await expect(page).toHaveURL(/\/account\/standing-orders$/, READY);
  const card = page.getByRole('article', { name: 'Commande du bistrot' });
  await expect(card).toBeVisible(READY);
  await expect(card.getByText(`Chaque ${weekday.toLowerCase()}`, { exact: false }).first()).toBeVisible();
  const next = card.getByRole('list', { name: 'Prochaines dates' }).getByRole('listitem');
  await expect(next.first()).toContainText(/Passée automatiquement le/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-orders-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, 'standing-orders-desktop.png'), fullPage: true });
  await expectAccessible(page);

  // The server's clock moves to a minute after the first date's placing time (08:00 on its cut-off day).
  const standing = ((await (await page.request.get('/api/standing-orders')).json()) as { items: Standing[] })
    .items[0] as Standing;
  const first = standing.nextOccurrences[0] as Occurrence;
  expect(first).toMatchObject({ date: day, status: 'Planned' });
  setClockOffset(Date.parse(first.placeAt as string) + 60_000 - Date.now());

  // The order appears by itself: the page, read again, links it from the date.
  const placedLink = next.first().getByRole('link', { name: /^Commande n°/ });
  await expect(async () => {
    await page.reload();
    await expect(placedLink).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  setClockOffset(0);
  await page.screenshot({ path: path.join(shots, 'standing-orders-placed-desktop.png'), fullPage: true });
  const orderId = Number((await placedLink.getAttribute('href'))?.split('/').pop());
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    number: string;
    date: string;
    mode: string;
    lines: { designation: string; quantity: number }[];
  };
  expect(order).toMatchObject({ date: day, mode: 'Delivery' });
  expect(order.lines.map((l) => [l.designation, l.quantity])).toEqual([
    ['Entrecôte', 2.5],
    ['Quiche lorraine', 4],
  ]);
  await placedLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n°\u00a0${order.number}` })).toBeVisible(READY);
  // The same weekly order could start from here too: the form takes the order's weekday and address, and
  // starts the week after it (on its own day, it would double it).
  await page.getByRole('button', { name: 'Commander chaque semaine' }).click();
  const fromOrder = page.getByRole('form', { name: 'Commander chaque semaine' });
  await expect(fromOrder.getByRole('checkbox', { name: weekday })).toBeChecked();
  await expect(fromOrder.getByLabel('Première commande')).toHaveValue(addDays(day, 7));
  await expect(fromOrder.getByLabel('Numéro et rue')).not.toHaveValue('');
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-order-form-from-order-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'standing-order-form-from-order-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await fromOrder.getByRole('button', { name: 'Annuler' }).click();
  await expect(fromOrder).toBeHidden();

  // Staff deliver it: confirmed, weighed and on its way, then "Livrée" on its page.
  const counter = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'fr-FR' });
  const staff = await counter.newPage();
  await logIn(staff.request, 'staff@example.com');
  const status = (s: string) => staff.request.post(`/api/admin/orders/${orderId}/status`, { data: { status: s } });
  expect((await status('Confirmed')).status()).toBe(200);
  const detail = (await (await staff.request.get(`/api/admin/orders/${orderId}`)).json()) as {
    lines: { id: number; saleUnit: string }[];
  };
  for (const line of detail.lines.filter((l) => l.saleUnit === 'kg')) {
    const weighed = await staff.request.put(`/api/admin/orders/${orderId}/lines/${line.id}`, {
      data: { weighedQuantity: 2.46 },
    });
    expect(weighed.status()).toBe(200);
  }
  expect((await status('Ready')).status()).toBe(200);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible(READY);
  const completed = staff.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/status`));
  await staff.getByRole('button', { name: /^Livrée/ }).click();
  expect((await completed).status()).toBe(200);
  await expect(staff.getByText(/^Facture F\d{4}-\d{6}$/)).toBeVisible(READY);
  await counter.close();

  // The pro downloads the invoice from "Mes factures" and the delivery note of the order.
  await page.goto('/account/invoices');
  const invoiceLink = page.getByRole('link', { name: /Télécharger.*facture/ }).first();
  await expect(page.getByText(new RegExp(`commande n°\\s${order.number}`))).toBeVisible(READY);
  const download = page.waitForEvent('download');
  await invoiceLink.click();
  const invoice = fs.readFileSync(await (await download).path());
  expect(invoice.toString('latin1')).toContain('factur-x.xml');
  const invoiceText = keepPdf(invoice, 'standing-order-invoice');
  expect(invoiceText).toContain(order.number);
  expect(invoiceText).toContain('2,46 kg');
  await page.goto(`/order/${orderId}`);
  const noteDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le bon de livraison (PDF)' }).click();
  const note = fs.readFileSync(await (await noteDownload).path());
  const noteText = keepPdf(note, 'standing-order-delivery-note');
  expect(noteText).toContain(`BL-${order.number}`);
  expect(noteText).toContain('Entrecôte');

  // Back on the standing order: skip the next date and give it back, then delete it after a confirmation.
  await page.goto('/account/standing-orders');
  await expect(card).toBeVisible(READY);
  // It changes: 3 kg of entrecôte from now on, and an end date.
  await card.getByRole('button', { name: /^Modifier/ }).click();
  const quantity = card.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
  await quantity.fill('3');
  await quantity.press('Enter');
  const until = new Date(Date.parse(`${day}T12:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
  await card.getByLabel('Dernière commande (facultatif)').fill(until);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-order-edit-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'standing-order-edit-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const patched = page.waitForResponse(
    (r) => r.url().includes('/api/standing-orders/') && r.request().method() === 'PATCH',
  );
  await card.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  expect((await patched).status()).toBe(200);
  await expect(card.getByText(/^3\skg$/)).toBeVisible(READY);
  await expect(card.getByText(/sans date de fin/)).toBeHidden();
  const skip = card.getByRole('button', { name: /^Sauter le/ }).first();
  const skipped = ((await skip.textContent()) ?? '').replace(/^Sauter/, '').trim();
  await skip.click();
  await expect(card.getByText('Sautée à votre demande')).toBeVisible(READY);
  await card.getByRole('button', { name: `Rétablir ${skipped}` }).click();
  await expect(card.getByText('Sautée à votre demande')).toBeHidden(READY);
  await card.getByRole('button', { name: 'Supprimer' }).click();
  await card
    .getByRole('alertdialog', { name: /Supprimer la commande récurrente/ })
    .getByRole('button', { name: 'Oui, supprimer' })
    .click();
  await expect(page.getByText('Vous n’avez pas de commande récurrente.')).toBeVisible(READY);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, 'standing-orders-empty-desktop.png'), fullPage: true });
});
