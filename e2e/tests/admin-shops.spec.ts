import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// The shops' calendar (issue 14), against the real server on the real clock (late November 2026): the
// owner opens the Christmas orders of Metz-Centre for 24 December with a cut-off on the 20th at 18:00
// and pickup windows; a customer orders for the 24th in a window; the owner sees the booking.

const PASSWORD = 'Demo-Boucherie-2026';
const READY = { timeout: 15_000 };
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/accounts/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1024, 768],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test('the owner opens the Christmas orders for 24 December, a customer orders for the 24th in a window', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page.request, 'admin@example.com');

  // The shops' list, then Metz-Centre's calendar.
  await page.goto('/admin/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutiques et calendrier' })).toBeVisible(READY);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Maison Thirion Metz-Centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Calendrier — Maison Thirion Metz-Centre/ })).toBeVisible(
    READY,
  );

  // Noël: orders open now, close on Sunday 20 December at 18:00, 300 orders at most.
  await page.getByRole('textbox', { name: 'Fête' }).fill('Noël');
  await page.getByLabel('Jour de retrait ou de livraison').fill('2026-12-24');
  await page.getByRole('textbox', { name: 'Capacité (commandes)' }).fill('300');
  await page.getByLabel('Ouverture des commandes').fill('2026-11-01T08:00');
  await page.getByLabel('Clôture des commandes').fill('2026-12-20T18:00');
  const created = page.waitForResponse((r) => r.url().endsWith('/holidays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ouvrir les commandes de fêtes' }).click();
  expect((await created).status()).toBe(200);
  const holidays = page.getByRole('region', { name: 'Commandes de fêtes' });
  await expect(holidays.getByText('Noël — jeudi 24 décembre')).toBeVisible();
  await expect(holidays.getByText('Clôture le dimanche 20 décembre à 18 h')).toBeVisible();
  await expect(holidays.getByText('0 / 300')).toBeVisible();

  // Two pickup windows on the 24th.
  const windows = page.getByRole('region', { name: 'Créneaux horaires' });
  for (const [starts, ends] of [
    ['09:00', '10:00'],
    ['10:00', '11:00'],
  ]) {
    await windows.getByLabel('Jour', { exact: true }).fill('2026-12-24');
    await windows.getByLabel('Début', { exact: true }).fill(starts as string);
    await windows.getByLabel('Fin', { exact: true }).fill(ends as string);
    await windows.getByRole('textbox', { name: 'Capacité', exact: true }).fill('20');
    const added = page.waitForResponse((r) => r.url().endsWith('/time-windows') && r.request().method() === 'POST');
    await windows.getByRole('button', { name: 'Ajouter le créneau' }).click();
    expect((await added).status()).toBe(200);
  }
  await expect(windows.getByText(/^9\sh\s–\u2060?\s10\sh$/)).toBeVisible();
  await expect(windows.getByText(/^10\sh\s–\u2060?\s11\sh$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-shop-calendar');

  // A customer, on another device: the 24th is offered with its cut-off, then its windows.
  const customer = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const phone = await customer.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await logIn(phone.request, 'marie@example.com');
  expect((await phone.request.post('/api/carts/clear')).ok()).toBe(true);
  const search = await phone.request.get('/api/articles?Search=entrecote&PageSize=50');
  const entrecote = ((await search.json()) as { items: { id: number; designation: string }[] }).items.find(
    (a) => a.designation === 'Entrecôte',
  );
  expect((await phone.request.put('/api/carts', { data: { articleId: entrecote?.id, quantity: 1.5 } })).ok()).toBe(
    true,
  );
  await phone.goto('/order-options');
  await expect(phone.getByRole('radio', { name: /Maison Thirion Metz-Centre/ })).toBeChecked(READY);
  const days = phone.getByRole('group', { name: 'Jour du retrait' });
  // The chooser shows its first days, the rest up to the horizon behind « Plus de jours » (ADR 053).
  const more = days.getByRole('button', { name: /Plus de jours/ });
  await expect(more.or(days.getByRole('radio', { name: /jeudi 24 décembre/ }))).toBeVisible(READY);
  if (await more.isVisible()) await more.click();
  const christmas = days.getByRole('radio', { name: /jeudi 24 décembre/ });
  await expect(christmas).toBeVisible(READY);
  await expect(christmas).toHaveAccessibleName(/Noël\s:\scommandes jusqu’au dimanche 20 décembre à 18\sh/);
  await christmas.check();
  const slot = phone.getByRole('group', { name: 'Créneau de retrait' });
  await slot.getByRole('radio', { name: /9\sh\s–\u2060?\s10\sh/ }).check();
  await expectAccessible(phone);
  await phone.screenshot({ path: path.join(SHOTS, 'order-options-window-390.png'), fullPage: true });

  const placed = phone.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await phone.getByRole('button', { name: 'Valider ma commande' }).click();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { date: string; timeWindow: { starts: string; ends: string } };
  expect(order).toMatchObject({ date: '2026-12-24', timeWindow: { starts: '09:00', ends: '10:00' } });
  await expect(
    phone.getByText(
      'Votre commande sera prête jeudi 24 décembre entre 9 h et 10 h à la boutique Maison Thirion Metz-Centre.',
    ),
  ).toBeVisible(READY);
  await customer.close();

  // The owner's calendar counts it (the screen asks the server again on a visit).
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Commandes de fêtes' }).getByText('1 / 300')).toBeVisible(READY);
  await expect(page.getByRole('region', { name: 'Créneaux horaires' }).getByText('1 / 20')).toBeVisible();
});

test('staff read their shop’s calendar without changing it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page.request, 'staff@example.com');
  await page.goto('/admin/shops');
  await expect(page.getByRole('link', { name: 'Maison Thirion Metz-Centre' })).toBeVisible(READY);
  await expect(page.getByRole('link', { name: 'Maison Thirion Woippy' })).toHaveCount(0);
  await shoot(page, 'admin-shops-list-staff');
  await page.getByRole('link', { name: 'Maison Thirion Metz-Centre' }).click();
  await expect(page.getByText('Seul le gérant peut le modifier.')).toBeVisible(READY);
  await expect(page.getByRole('button', { name: 'Ouvrir les commandes de fêtes' })).toHaveCount(0);
  await expectAccessible(page);
});
