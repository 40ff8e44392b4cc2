import fs from 'node:fs';
import path from 'node:path';
import { logIn } from './demo-api.js';
import { expect, test } from './fixtures.js';

// Issue 45: the owner closes a Woippy day that has Marie's order, chooses « Déplacer », and Marie's order page
// shows the new date.

const READY = { timeout: 15_000 };
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

test('the owner closes a day that has Marie’s order and moves it; Marie sees the new date', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const marie = await browser.newContext({ baseURL });
  await logIn(marie.request, 'marie@example.com');
  const { shops } = (await (await marie.request.get('/api/shops')).json()) as {
    shops: { id: number; department: string }[];
  };
  const woippy = shops.find((s) => s.department === 'WOIPPY') as { id: number };
  const { slots } = (await (await marie.request.get(`/api/orders/slots?mode=Pickup&shopId=${woippy.id}`)).json()) as {
    slots: { date: string }[];
  };
  const day = slots[2]?.date as string;
  const { items } = (await (await marie.request.get('/api/articles?Search=entrecote')).json()) as {
    items: { id: number }[];
  };
  expect((await marie.request.post('/api/carts/clear')).ok()).toBe(true);
  expect((await marie.request.put('/api/carts', { data: { articleId: items[0]?.id, quantity: 1 } })).ok()).toBe(true);
  const placed = await marie.request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { mode: 'Pickup', shopId: woippy.id, date: day },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };

  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page.request, 'admin@example.com');
  await page.goto(`/admin/shops/${woippy.id}`);
  const closing = page.getByRole('region', { name: 'Jours de fermeture' });
  await expect(closing).toBeVisible(READY);
  await closing.getByLabel('Jour').fill(day);
  await closing.getByRole('textbox', { name: 'Raison' }).fill('Panne de la chambre froide');
  await closing.getByRole('button', { name: 'Fermer ce jour' }).click();

  const choice = closing.getByRole('region', { name: /commandes? ce jour-là/ });
  await expect(choice).toBeVisible(READY);
  const to = await choice.getByLabel('Déplacer les commandes au…').inputValue();
  expect(to > day).toBe(true);
  await choice.getByRole('button', { name: 'Déplacer les commandes' }).click();
  await expect(choice.getByRole('alertdialog')).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  // The card and its choice, on the tablet's screen.
  await closing.scrollIntoViewIfNeeded();
  await choice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, 'admin-closing-day-move-1024.png') });
  await choice.getByRole('button', { name: 'Oui, déplacer' }).click();
  await expect(closing.getByRole('status')).toContainText(`déplacée`, READY);
  await expect(closing.getByRole('status')).toContainText(`au ${frenchDay(to)}`);

  const mine = await marie.newPage();
  await mine.goto(`/order/${order.id}`);
  await expect(mine.getByText(new RegExp(frenchDay(to), 'i')).first()).toBeVisible(READY);
  await marie.close();
});
