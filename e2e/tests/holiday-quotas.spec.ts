import AxeBuilder from '@axe-core/playwright';
import { article, logIn } from './demo-api.js';
import { expect, type Page, test } from './fixtures.js';

// Issue 40's walk: the owner sets 3 chapons for Christmas Eve, a customer on a phone sees « Plus que 3 », then,
// the three sold, « Épuisé pour le 24 décembre » and the next day with some; the owner changes one calf's boxes
// and sees one sold on « Colis ». The demo seeds the calf and its boxes (demo-boxes.ts).

const READY = { timeout: 15_000 };

/** The day's first window, when an earlier spec on this worker's shop gave the day windows (admin-shops.spec.ts). */
async function windowOf(request: Page['request'], shopId: number, date: string) {
  const answer = await request.get(`/api/orders/slots?mode=Pickup&shopId=${shopId}`);
  const { slots } = (await answer.json()) as { slots: { date: string; windows: { id: number }[] }[] };
  const id = slots.find((s) => s.date === date)?.windows[0]?.id;
  return id === undefined ? {} : { timeWindowId: id };
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('quotas for the 24th on a phone, and the boxes of one calf sold', async ({ browser }) => {
  const owner = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'fr-FR' })).newPage();
  await logIn(owner.request, 'admin@example.com');
  const chapon = await article<{ id: number; designation: string }>(owner.request, 'chapon', 'Chapon fermier');
  const veau = await article<{ id: number; designation: string }>(owner.request, 'colis', 'Colis de veau');
  const shops = (await (await owner.request.get('/api/shops')).json()) as { shops: { id: number }[] };
  const shopId = shops.shops[0]?.id ?? 1;
  // The journeys' shop has no Noël day of its own (worker-shop.ts): the quotas go on the dates.
  const year =
    new Date().getMonth() === 11 && new Date().getDate() > 20 ? new Date().getFullYear() + 1 : new Date().getFullYear();
  const eve = `${year}-12-24`;
  try {
    // The owner: 3 chapons on the 24th, 8 on the 23rd.
    await owner.goto(`/admin/articles/${chapon.id}`);
    const quotas = owner.getByRole('region', { name: 'Quantités à vendre par jour' });
    for (const [i, [date, quantity]] of [
      [eve, '3'],
      [`${year}-12-23`, '8'],
    ].entries()) {
      await quotas.getByRole('button', { name: 'Ajouter un jour', exact: true }).click();
      await quotas
        .getByLabel('Jour', { exact: true })
        .nth(i)
        .fill(date as string);
      await quotas
        .getByLabel('Quantité (pièces)')
        .nth(i)
        .fill(quantity as string);
    }
    await quotas.getByRole('button', { name: 'Enregistrer les quantités' }).click();
    await expect(quotas.getByText('Reste 3\u00a0pièces le 24 décembre')).toBeVisible(READY);
    await expectAccessible(owner);

    // The customer, on a phone.
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' })
    ).newPage();
    await logIn(phone.request, 'marie@example.com');
    await phone.goto(`/products-list?Search=chapon&date=${eve}`);
    await expect(phone.getByTestId('quota-notice')).toHaveText('Plus que 3', READY);
    await expectAccessible(phone);
    // The three sold (by an order for the 24th), the day is out and the 23rd offered.
    await phone.request.put('/api/carts', { data: { articleId: chapon.id, quantity: 3 } });
    const placed = await phone.request.post('/api/orders', {
      data: { mode: 'Pickup', shopId, date: eve, ...(await windowOf(phone.request, shopId, eve)) },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await phone.reload();
    await expect(phone.getByText('Épuisé pour le 24 décembre')).toBeVisible(READY);
    await phone.getByRole('link', { name: 'Encore disponible le mercredi 23 décembre' }).click();
    await expect(phone).toHaveURL(/date=\d{4}-12-23/);
    await expect(phone.getByRole('button', { name: /Ajouter/ }).first()).toBeVisible(READY);

    // The owner's calf: ten boxes instead of twelve, then one ordered and seen sold. Counted from what this
    // worker's earlier specs already sold of it (box-order.spec.ts orders one).
    const before = (await (await owner.request.get(`/api/admin/articles/${veau.id}/box`)).json()) as { sold: number };
    const sold = (n: number) => `${n}\u00a0colis vendu${n > 1 ? 's' : ''} sur 10`;
    const left = (n: number) => `${10 - n}\u00a0restant${10 - n > 1 ? 's' : ''}`;
    await owner.goto(`/admin/articles/${veau.id}`);
    const box = owner.getByRole('region', { name: /Colis de l’animal/ });
    await box.getByLabel('Nombre de colis').fill('10');
    await box.getByRole('button', { name: 'Enregistrer le colis' }).click();
    await expect(box.getByTestId('box-sold')).toContainText(sold(before.sold), READY);
    await expect(owner.getByRole('region', { name: 'Quantités à vendre par jour' })).toHaveCount(0);
    const boxInfo = (await (await owner.request.get(`/api/admin/articles/${veau.id}/box`)).json()) as {
      shopId: number;
      distributionDate: string;
    };
    await phone.request.put('/api/carts', { data: { articleId: veau.id, quantity: 1 } });
    const ordered = await phone.request.post('/api/orders', {
      data: {
        mode: 'Pickup',
        shopId: boxInfo.shopId,
        date: boxInfo.distributionDate,
        ...(await windowOf(phone.request, boxInfo.shopId, boxInfo.distributionDate)),
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    await owner.goto('/admin/colis');
    await expect(owner.getByTestId('lot-boxes-total')).toHaveText(
      `${sold(before.sold + 1)}, ${left(before.sold + 1)}`,
      READY,
    );
    await expectAccessible(owner);
  } finally {
    // What other journeys find: chapons without a quota.
    await owner.request.put(`/api/admin/articles/${chapon.id}/quotas`, { data: [] });
  }
});
