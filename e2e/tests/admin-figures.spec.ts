import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// The owner's figures (issue 14), against the real server: a customer orders; the owner's home, /admin,
// shows the booking among the next 14 days, then the order in the figures of a period that holds its day.

const READY = { timeout: 15_000 };
const screenshots = process.env.E2E_SCREENSHOTS ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

type Article = { id: number; designation: string };
type Stats = { summary: { orders: number; revenueTTC: number }; bookings: { date: string; orders: number }[] };

async function order(request: APIRequestContext, shopId: number, date: string, lines: [Article, number][]) {
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  for (const [a, quantity] of lines) {
    expect((await request.put('/api/carts', { data: { articleId: a.id, quantity } })).ok()).toBe(true);
  }
  const response = await request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { mode: 'Pickup', shopId, date },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; number: string; totalTTC: number };
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test('a customer orders; the owner’s figures show the booking and the order', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const shops = (
    (await (await page.request.get('/api/shops')).json()) as { shops: { id: number; department: string }[] }
  ).shops;
  // Montigny: the staff's journey (back-office.spec.ts) counts Metz-Centre's orders of its first day.
  const montigny = shops.find((s) => s.department === 'MONTIGNY') as { id: number };
  const slots = (await (await page.request.get(`/api/orders/slots?mode=Pickup&shopId=${montigny.id}`)).json()) as {
    slots: { date: string }[];
  };
  const day = slots.slots[0]?.date as string;
  const today = parisToday();

  // What the figures said before (other journeys may have ordered on this server).
  await logIn(page.request, 'admin@example.com');
  const before = (await (await page.request.get(`/api/admin/stats?from=${today}&to=${day}`)).json()) as Stats;

  const marie = await browser.newContext({ baseURL });
  await logIn(marie.request, 'marie@example.com');
  const placed = await order(marie.request, montigny.id, day, [
    [await article<Article>(page.request, 'entrecote', 'Entrecôte'), 1.5],
    [await article<Article>(page.request, 'quiche', 'Quiche lorraine'), 2],
  ]);
  await marie.close();

  // The owner's home is the figures; the booking is among the next 14 days.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible(READY);
  const nav = page.getByRole('navigation', { name: 'Espace boutique' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  const bookings = page.getByRole('table', { name: 'Réservations des 14 prochains jours et capacité' });
  const booked = before.bookings.find((b) => b.date === day)?.orders ?? 0;
  const dayRow = bookings.getByRole('row').nth(slotIndex(today, day) + 1);
  await expect(dayRow.getByRole('cell').first()).toHaveText(String(booked + 1), READY);

  // A period that holds the order's day: the order counts, with its amount.
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Afficher ces dates' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${day}`));
  const card = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd').first();
  await expect(card('Commandes')).toHaveText(String(before.summary.orders + 1), READY);
  await expect(card('Chiffre d’affaires TTC')).toHaveText(
    euros(Math.round((before.summary.revenueTTC + placed.totalTTC) * 100) / 100),
  );
  await expect(page.getByRole('table', { name: 'Les 10 articles les plus vendus au poids' })).toContainText(
    'Entrecôte',
  );
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'admin-figures-1024.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'admin-figures-1280.png'), fullPage: true });

  // The board, for the owner, under "Commandes".
  await nav.getByRole('link', { name: 'Commandes' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Commandes/ })).toBeVisible(READY);

  // One table for a spreadsheet.
  const csv = await page.request.get(`/api/admin/stats.csv?table=summary&from=${today}&to=${day}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.text()).split('\r\n')[1]).toContain(`;${before.summary.orders + 1};`);
});

/** The row of `day` in the bookings table, which starts today. */
function slotIndex(today: string, day: string) {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
