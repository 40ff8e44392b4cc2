import path from 'node:path';
import { type APIRequestContext, expect, test } from './fixtures.js';

// Issue 15: the customer cancels their own order online until its date's cut-off (ADR 024, addendum).

const PASSWORD = 'Demo-Boucherie-2026';
const shots = path.join(path.resolve(import.meta.dirname, '../..'), 'docs/screenshots');

async function placeFirstDate(request: APIRequestContext): Promise<{ id: number; number: string }> {
  expect(
    (await request.post('/api/accounts/login', { data: { email: 'marie@example.com', password: PASSWORD } })).status(),
  ).toBe(200);
  const shops = (await (await request.get('/api/shops')).json()) as { shops: { id: number }[] };
  const shopId = shops.shops[0]?.id as number;
  const slots = (await (await request.get(`/api/orders/slots?mode=Pickup&shopId=${shopId}`)).json()) as {
    slots: { date: string; windows: { id: number }[] }[];
  };
  const slot = slots.slots.find((s) => s.windows.length === 0) ?? slots.slots[0];
  const articles = (await (await request.get('/api/articles?PageSize=20')).json()) as {
    items: { id: number; saleUnit: string }[];
  };
  const piece = articles.items.find((a) => a.saleUnit === 'piece') ?? articles.items[0];
  expect((await request.post('/api/carts/clear')).ok()).toBe(true);
  expect((await request.put('/api/carts', { data: { articleId: piece?.id, quantity: 1 } })).ok()).toBe(true);
  const response = await request.post('/api/orders', {
    data: {
      mode: 'Pickup',
      shopId,
      date: slot?.date,
      ...(slot?.windows[0] ? { timeWindowId: slot.windows[0].id } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; number: string };
}

test('the customer cancels their order from its page, after a question', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await placeFirstDate(page.request);
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  const button = page.getByRole('button', { name: 'Annuler ma commande' });
  await expect(button).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'order-cancel-button-phone.png') });
  await expect(page.getByText(/^Possible jusqu’au /)).toBeVisible();
  await button.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'order-cancel-question-phone.png') });
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order.id}/cancel`));
  await page.getByRole('button', { name: 'Oui, annuler la commande' }).click();
  expect((await cancelled).status()).toBe(200);
  // The button pressed was below the fold: the page is back at its top, the status said and focused (issue 45).
  const notice = page.getByText('Vous avez annulé cette commande.');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${order.number}` })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Annuler ma commande' })).toHaveCount(0);
});
