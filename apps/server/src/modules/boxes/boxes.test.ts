import { type Article, boxSettlement, type Lot, type PutBoxRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { burst, statuses } from '../../test/burst.js';
import { anArticle, aShop, putInCart } from '../../test/fixtures.js';
import { GENISSE } from '../../test/lot-examples.js';
import { journalOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// Pre-sold boxes from one animal (issue 40, ADR 074). TEST_NOW: Friday 20 November 2026, 10:00 Paris; METZ-CENTRE
// takes Saturday the 21st, the distribution day here.

let t: TestApp;
let admin: string;
let metz: number;
let colis: Article;
let lot: Lot;
const DAY = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  admin = await loginAs(t, 'admin@example.com');
  metz = (await aShop(t)).id;
  colis = await anArticle(t, { saleUnit: 'piece', isOutOfStock: false, discountIsActive: false });
  lot = (await t.call('POST /api/admin/lots', { cookies: { sid: admin }, body: GENISSE })).answer;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const box = (over: Partial<PutBoxRequest> = {}): PutBoxRequest => ({
  lotId: lot.id,
  boxCount: 3,
  nominalWeightGrams: 5000,
  pricePerKgCents: 1890,
  distributionDate: DAY,
  shopId: metz,
  depositPercent: 30,
  ...over,
});
const putBox = (body: PutBoxRequest, sid = admin, articleId = colis.id) =>
  t.call('PUT /api/admin/articles/{id}/box', { params: { id: articleId }, body, cookies: { sid } });
const orderABox = async () => {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, colis.id, 1);
  return t.call('POST /api/orders', { body: { mode: 'Pickup', shopId: metz, date: DAY }, cookies: { sid } });
};
const cancelAnimal = () =>
  t.call('POST /api/admin/lots/{id}/boxes/cancel', {
    params: { id: lot.id },
    body: { reason: 'la génisse n’est pas partie à l’abattoir' },
    cookies: { sid: admin },
  });

describe(`pre-sold boxes on ${TEST_ENGINE}`, () => {
  it('refuses a bad box in French and writes nothing; the owner alone sets one, journaled', async () => {
    const kg = await anArticle(t, { saleUnit: 'kg' });
    const bad: [PutBoxRequest, string, number?][] = [
      [box({ boxCount: 0 }), 'Indiquez un nombre de colis entier, de 1 à 200.'],
      [box({ depositPercent: 120 }), 'Indiquez un acompte entier de 0 à 100\u00a0%.'],
      [box({ nominalWeightGrams: 12.5 }), 'Indiquez le poids d’un colis, de 500\u00a0g à 50\u00a0kg.'],
      [box({ distributionDate: '2026-02-30' }), 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-12.'],
      [box({ distributionDate: '2026-11-19' }), 'Le jour de retrait est passé\u00a0: choisissez un jour à venir.'],
      [box({ lotId: 999_999 }), 'Ce lot n’existe pas.'],
      [box({ shopId: 999_999 }), 'Cette boutique n’existe pas.'],
      [box(), 'se vend au kilo\u00a0: un colis se vend à la pièce', kg.id],
    ];
    for (const [body, message, articleId] of bad) {
      const res = await putBox(body, admin, articleId);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.problem)).toContain(message);
    }
    const none = await t.call('GET /api/admin/articles/{id}/box', {
      params: { id: colis.id },
      cookies: { sid: admin },
    });
    expect(none.statusCode).toBe(404);
    const staff = await loginAs(t, 'staff@example.com');
    expect((await putBox(box(), staff)).statusCode).toBe(403);

    const set = await putBox(box());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.answer).toMatchObject({
      kind: 'colis',
      lot: { id: lot.id, code: lot.code },
      boxCount: 3,
      nominalWeightText: 'environ 5\u00a0kg',
      nominalPriceCents: 9450,
      depositCents: 2835,
      sold: 0,
      remaining: 3,
    });
    const [entry] = await journalOf(t, admin, 'article.box');
    expect(entry?.summary).toContain('3\u00a0colis du lot');
  });

  it('sells exactly the boxes there are, at once, then answers SOLD_OUT', async () => {
    const answers = await burst(() => orderABox(), 8);
    expect(statuses(answers)).toEqual({ 201: 3, 409: 5 });
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.problem.code).toBe('SOLD_OUT');
    expect(refused?.problem.detail).toContain(`«\u00a0${colis.designation}\u00a0» est épuisé`);
    const view = await t.call('GET /api/admin/lots/{id}/boxes', { params: { id: lot.id }, cookies: { sid: admin } });
    expect(view.answer).toMatchObject({ sold: 3, boxCount: 3, items: [{ sold: 3, remaining: 0 }] });
    const fewer = await putBox(box({ boxCount: 2 }));
    expect(fewer.statusCode).toBe(400);
    expect(JSON.stringify(fewer.problem)).toContain('3\u00a0colis sont déjà vendus\u00a0: indiquez-en au moins 3.');
  });

  it('a weighed box’s deposit and balance add up to its weighed price', () => {
    const shape = { nominalWeightGrams: 5000, pricePerKgCents: 1890, depositPercent: 30 };
    for (const grams of [4650, 5000, 5380, 1200, 0]) {
      const s = boxSettlement(shape, grams);
      expect(s.depositCents).toBe(2835);
      expect(s.depositCents + s.balanceCents - s.refundCents).toBe(s.weighedCents);
      expect(s.weighedCents).toBe(Math.round((1890 * grams) / 1000));
    }
    expect(boxSettlement(shape, 5380)).toEqual({
      weighedCents: 10168,
      depositCents: 2835,
      balanceCents: 7333,
      refundCents: 0,
    });
  });

  it('cancelling the animal cancels every box order once and tells each customer once, even asked twice at once', async () => {
    const [a, b] = await Promise.all([cancelAnimal(), cancelAnimal()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const answers = [a.answer, b.answer].sort((x, y) => y.cancelledOrders - x.cancelledOrders);
    expect(answers).toEqual([
      { cancelledOrders: 3, alreadyCancelled: false },
      { cancelledOrders: 0, alreadyCancelled: true },
    ]);
    const orders = await t.app.db
      .selectFrom('customer_order as o')
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .select(['o.id', 'o.status'])
      .where('l.article_id', '=', colis.id)
      .execute();
    expect(orders.map((o) => o.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    const told = await t.app.db
      .selectFrom('order_effect')
      .select(['order_id', 'dedupe_key'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .where('kind', '=', 'tell')
      .execute();
    expect(told.map((e) => e.dedupe_key).sort()).toEqual(orders.map((o) => `order:${o.id}:tell:cancelled`).sort());
    expect((await cancelAnimal()).answer).toEqual({ cancelledOrders: 0, alreadyCancelled: true });
    const after = await t.call('GET /api/admin/articles/{id}/box', {
      params: { id: colis.id },
      cookies: { sid: admin },
    });
    expect(after.answer).toMatchObject({ sold: 0, remaining: 0 });
    expect(after.answer.cancelledAt).not.toBeNull();
    expect((await orderABox()).problem.code).toBe('SOLD_OUT');
    const [entry] = await journalOf(t, admin, 'lot.boxes.cancel');
    expect(entry?.summary).toContain('3\u00a0commandes de colis annulées');
  });
});
