import { type Article, type ChangeOrderLinesRequest, type Order, priceOrder } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvePro, loginAs, newPro, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles } from '../../test/fixtures.js';
import { moveOrder, shopId } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import type { BusMessage } from '../events/event-bus.js';

let t: TestApp;
let adminSid: string;
let kg: Article;
let piece: Article;

beforeAll(async () => {
  t = await createTestApp();
  adminSid = await loginAs(t, 'admin@example.com');
  const articles = await theArticles(t);
  const plain = articles.filter((a) => !a.discountIsActive && !a.isOutOfStock);
  kg = plain.find((a) => a.saleUnit === 'kg') as Article;
  piece = plain.find((a) => a.saleUnit === 'piece') as Article;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

// Some payloads are refused by the contract on purpose: the body is cast.
const change = (sid: string | undefined, id: number, payload: ChangeOrderLinesRequest | object) =>
  t.call('PUT /api/orders/{id}/lines', {
    params: { id },
    body: payload as ChangeOrderLinesRequest,
    cookies: sid ? { sid } : {},
  });
const getOrder = async (sid: string, id: number) =>
  (await t.call('GET /api/orders/{id}', { params: { id }, cookies: { sid } })).answer;
const adminDetail = async (id: number) =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id }, cookies: { sid: adminSid } })).answer;
const cents = (euros: number) => Math.round(euros * 100);
/** The body that sets both lines of `placeTwoLines`' order. */
const bothLines = (kgQuantity: number, pieces: number) => ({
  lines: [
    { articleId: kg.id, quantity: kgQuantity },
    { articleId: piece.id, quantity: pieces },
  ],
});

/** 1 kg (or `kgQuantity`) of the weighed article and 2 pieces, for pickup at METZ-CENTRE (or delivered in Metz). */
async function placeTwoLines(sid: string, delivery = false, kgQuantity = 1): Promise<Order> {
  for (const [article, quantity] of [
    [kg, kgQuantity],
    [piece, 2],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      payload: { articleId: article.id, quantity },
    });
    if (res.statusCode !== 200) throw new Error(`cart: ${res.body}`);
  }
  const id = await shopId(t, 'METZ-CENTRE');
  const mode = delivery ? 'Delivery' : 'Pickup';
  const slots = (
    await t.call('GET /api/orders/slots', { query: { mode, shopId: id, postCode: '57000' }, cookies: { sid } })
  ).answer;
  const address = { firstName: 'Anne', lastName: 'Klein', street: '3 rue Serpenoise', postcode: '57000', city: 'Metz' };
  const body = { mode, shopId: id, date: slots.slots[0]?.date ?? '', ...(delivery ? { address } : {}) } as const;
  return (await t.call('POST /api/orders', { cookies: { sid }, body })).answer;
}

/** What the database holds of an order, to prove that a refusal changed nothing. */
const snapshot = async (sid: string, id: number) => {
  const { cancellableUntil: _, ...order } = await getOrder(sid, id);
  return { order, events: (await adminDetail(id)).events.length };
};

/** The consumer price (TTC) of an article, in cents. */
async function setPrice(article: Article, priceCents: number) {
  await t.database.db.updateTable('article').set({ price_cents: priceCents }).where('id', '=', article.id).execute();
}

// TEST_NOW is Friday 20 November 2026, 10:00 in Paris; METZ-CENTRE closes a day's orders at 18:00 the day before.
describe(`PUT /api/orders/{id}/lines on ${TEST_ENGINE}`, () => {
  it('changes a quantity at today’s price, keeps the unchanged line’s price, with history, board event and e-mail', async () => {
    const { sid, user } = await verifiedUser(t);
    const order = await placeTwoLines(sid);
    const [kgLine, pieceLine] = order.lines;
    expect(kgLine?.unitPrice).toBe(kg.pricePerUnit);

    // Prices move after the order: the changed line takes the new one, the unchanged line keeps its own.
    await setPrice(kg, cents(kg.pricePerUnit) + 137);
    await setPrice(piece, cents(piece.pricePerUnit) + 55);
    const heard: BusMessage[] = [];
    const stop = t.app.events.subscribe((e) => heard.push(e));
    const mailsBefore = readOutbox(t, 'mail').length;
    try {
      const res = await change(sid, order.id, bothLines(1.35, 2));
      expect(res.statusCode, res.body).toBe(200);
      const changed = res.answer;
      const newKgPrice = cents(kg.pricePerUnit) + 137;
      expect(changed.lines).toMatchObject([
        { articleId: kg.id, quantity: 1.35, unitPrice: newKgPrice / 100 },
        { articleId: piece.id, quantity: 2, unitPrice: pieceLine?.unitPrice, lineTotal: pieceLine?.lineTotal },
      ]);
      // To the cent, by the one rounding rule (ADR 012).
      const expected = priceOrder(
        [
          { quantityHundredths: 135, unitPriceCents: newKgPrice, vatRateBp: cents(kgLine?.vatRate ?? 0) },
          {
            quantityHundredths: 200,
            unitPriceCents: cents(pieceLine?.unitPrice ?? 0),
            vatRateBp: cents(pieceLine?.vatRate ?? 0),
          },
        ],
        'TTC',
        0,
      );
      expect(cents(changed.lines[0]?.lineTotal ?? 0)).toBe(Math.round((newKgPrice * 135) / 100));
      expect(cents(changed.linesTotal)).toBe(expected.linesTotalCents);
      expect(cents(changed.totalTTC)).toBe(expected.totalTtcCents);
      expect(cents(changed.totalHT)).toBe(expected.totalHtCents);
      expect(cents(changed.totalVAT)).toBe(expected.totalVatCents);
      expect(changed.vatByRate.map((v) => cents(v.amount))).toEqual(expected.vatByRate.map((v) => v.vatCents));
      expect(changed.cancellableUntil).toBe('2026-11-20T17:00:00.000Z');
      expect(await getOrder(sid, order.id)).toEqual(changed);

      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'order-updated', orderId: order.id, status: 'Pending' }),
      );
      const detail = await adminDetail(order.id);
      expect(detail.lines.map((l) => l.quantity)).toEqual([1.35, 2]);
      expect(detail.events.at(-1)).toMatchObject({
        action: 'modified',
        detail: `Modifiée par le client\u00a0: ${kg.designation} 1\u00a0kg → 1,35\u00a0kg.`,
      });
      const mail = readOutbox(t, 'mail')
        .slice(mailsBefore)
        .find((m) => m.to === user.email);
      expect(mail?.subject).toBe(`Maison Thirion — commande n°\u00a0${order.number} modifiée`);
      expect(mail?.text).toContain(`- ${kg.designation} — 1,35\u00a0kg × `);
      expect(mail?.text).toContain(
        'Vous pouvez encore la modifier ou l’annuler en ligne jusqu’au vendredi 20 novembre à 18\u00a0h\u00a0: http',
      );
      expect(mail?.text).toContain(`/order/${order.id}\n`);
    } finally {
      stop();
      await setPrice(kg, cents(kg.pricePerUnit));
      await setPrice(piece, cents(piece.pricePerUnit));
    }
  });

  it('removes a line given 0 or left out, and is idempotent: the same body twice changes the order once', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeTwoLines(sid);
    const res = await change(sid, order.id, { lines: [{ articleId: piece.id, quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.answer;
    expect(changed.lines.map((l) => [l.articleId, l.quantity])).toEqual([[piece.id, 3]]);
    expect(changed.hasEstimatedLines).toBe(false);
    expect(changed.totalTTC).toBe(Number((piece.pricePerUnit * 3).toFixed(2)));

    const mails = readOutbox(t, 'mail').length;
    const events = (await adminDetail(order.id)).events.length;
    const again = await change(sid, order.id, { lines: [{ articleId: piece.id, quantity: 3 }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(changed);
    expect(readOutbox(t, 'mail').length).toBe(mails);
    expect((await adminDetail(order.id)).events.length).toBe(events);
    expect((await adminDetail(order.id)).events.at(-1)?.detail).toBe(
      `Modifiée par le client\u00a0: ${kg.designation} retiré, ${piece.designation} 2\u00a0pièces → 3\u00a0pièces.`,
    );

    const zero = await change(sid, order.id, { lines: [{ articleId: piece.id, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.Lines[0]).toBe(
      'Votre commande doit garder au moins un article\u00a0: pour tout retirer, annulez la commande.',
    );
  });

  it('answers 401 to a visitor and 404 for another customer’s order, which stays as it was', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeTwoLines(sid);
    const before = await snapshot(sid, order.id);
    const body = { lines: [{ articleId: kg.id, quantity: 2 }] };
    expect((await change(undefined, order.id, body)).statusCode).toBe(401);
    const other = await verifiedUser(t);
    const res = await change(other.sid, order.id, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Cette commande n’existe pas.');
    expect((await change(sid, 2_000_000, body)).statusCode).toBe(404);
    expect(await snapshot(sid, order.id)).toEqual(before);
  });

  it('refuses with 409 after the cut-off, on a cancelled, ready or weighed order, and changes nothing', async () => {
    const { sid } = await verifiedUser(t);
    const body = { lines: [{ articleId: kg.id, quantity: 2 }] };
    const late = await placeTwoLines(sid);
    const before = await snapshot(sid, late.id);
    t.setNow(new Date('2026-11-20T17:00:00.000Z'));
    const res = await change(sid, late.id, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^Les commandes pour ce jour sont closes depuis le vendredi 20 novembre à 18\u00a0h\u00a0: votre commande ne peut plus être modifiée en ligne\. Pour un changement, appelez la boutique au .+\.$/,
    );
    expect(await snapshot(sid, late.id)).toEqual(before);
    t.setNow(TEST_NOW);

    const cancelled = await placeTwoLines(sid);
    await t.app.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, cookies: { sid } });
    const refused = await change(sid, cancelled.id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cette commande est annulée\u00a0: elle ne peut plus être modifiée.');

    const weighed = await placeTwoLines(sid);
    await moveOrder(t, adminSid, weighed.id, ['Confirmed']);
    const lineId = (await adminDetail(weighed.id)).lines[0]?.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${weighed.id}/lines/${lineId}`,
      cookies: { sid: adminSid },
      payload: { weighedQuantity: 1.05 },
    });
    const weighedBefore = await snapshot(sid, weighed.id);
    const onWeighed = await change(sid, weighed.id, body);
    expect(onWeighed.statusCode).toBe(409);
    expect(onWeighed.json().detail).toMatch(
      new RegExp(`^«\u00a0${kg.designation}\u00a0» est déjà préparé par la boutique\u00a0: pour le changer, appelez`),
    );
    expect(await snapshot(sid, weighed.id)).toEqual(weighedBefore);
    // The other line of a confirmed order may still change, and the weighed line keeps its weight.
    const other = await change(sid, weighed.id, bothLines(1, 1));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.answer.lines.map((l) => [l.quantity, l.weighedQuantity])).toEqual([
      [1, 1.05],
      [1, null],
    ]);

    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', weighed.id)
      .execute();
    await moveOrder(t, adminSid, weighed.id, ['Ready']);
    const ready = await change(sid, weighed.id, body);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().detail).toMatch(/^Votre commande est déjà prête\u00a0: pour la modifier, appelez la boutique/);
  });

  it('refuses invalid quantities with a French 400 and changes nothing', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeTwoLines(sid);
    const before = await snapshot(sid, order.id);
    const cases: [object, string, string][] = [
      [{ lines: [{ articleId: kg.id, quantity: -1 }] }, 'Lines[0].Quantity', 'La quantité ne peut pas être négative.'],
      [{ lines: [{ articleId: kg.id, quantity: 1000 }] }, 'Lines[0].Quantity', 'La quantité ne peut pas dépasser 999.'],
      [{ lines: [{ articleId: kg.id, quantity: 'deux' }] }, 'Lines[0].Quantity', 'La quantité doit être un nombre.'],
      [
        {
          lines: [
            { articleId: kg.id, quantity: 1 },
            { articleId: kg.id, quantity: 2 },
          ],
        },
        'Lines',
        'Chaque article ne peut figurer qu’une fois.',
      ],
      [
        { lines: [{ articleId: piece.id, quantity: 1.5 }] },
        'Lines[0].Quantity',
        `«\u00a0${piece.designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
      ],
      [
        { lines: [{ articleId: 999_999, quantity: 1 }] },
        'Lines',
        'Cet article n’est pas dans la commande\u00a0: seules les quantités des articles commandés peuvent changer.',
      ],
      [{}, 'Lines', 'Indiquez les lignes de la commande avec leur quantité.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await change(sid, order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field]?.[0], JSON.stringify(errors)).toBe(message);
    }
    expect(await snapshot(sid, order.id)).toEqual(before);
  });

  it('applies a new order’s checks to a changed line: out of stock, withdrawn, the delivery minimum', async () => {
    const { sid } = await verifiedUser(t);
    const order = await placeTwoLines(sid, true);
    const before = await snapshot(sid, order.id);
    const setArticle = (values: { is_out_of_stock?: number; is_active?: number }) =>
      t.database.db.updateTable('article').set(values).where('id', '=', kg.id).execute();
    const more = bothLines(3, 2);
    try {
      await setArticle({ is_out_of_stock: 1 });
      const out = await change(sid, order.id, more);
      expect(out.statusCode).toBe(409);
      expect(out.json().detail).toBe(
        `«\u00a0${kg.designation}\u00a0» est en rupture\u00a0: vous pouvez le retirer de la commande.`,
      );
      await setArticle({ is_out_of_stock: 0, is_active: 0 });
      const withdrawn = await change(sid, order.id, more);
      expect(withdrawn.statusCode).toBe(400);
      expect(withdrawn.json().errors['Lines[0].Quantity'][0]).toBe(
        `«\u00a0${kg.designation}\u00a0» n’est plus en vente\u00a0: vous pouvez le retirer de la commande.`,
      );
      // An unchanged line of a withdrawn article stays as ordered; the minimum (30 € TTC in Metz) still holds.
      const small = await change(sid, order.id, { lines: [{ articleId: piece.id, quantity: 1 }] });
      const linesTotal = piece.pricePerUnit;
      if (linesTotal < 30) {
        expect(small.statusCode).toBe(400);
        expect(small.json().errors.Lines[0]).toBe(
          'La livraison demande un minimum de 30,00\u00a0€ TTC d’articles. Gardez des quantités qui l’atteignent, ou annulez la commande.',
        );
      }
      expect(await snapshot(sid, order.id)).toEqual(before);
    } finally {
      await setArticle({ is_out_of_stock: 0, is_active: 1 });
    }
  });

  it('prices a pro’s changed line at the pro price HT and keeps the delivery fee as placed', async () => {
    const input = newPro();
    const { sid } = await verifiedUser(t, input);
    await approvePro(t, input.email);
    const order = await placeTwoLines(sid, true, 2);
    expect(order.priceBasis).toBe('HT');
    const res = await change(sid, order.id, bothLines(3, 2));
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.answer;
    const proPrice = await t.database.db
      .selectFrom('article')
      .select('purchase_price_cents')
      .where('id', '=', kg.id)
      .executeTakeFirstOrThrow();
    expect(changed.lines[0]).toMatchObject({ quantity: 3, unitPrice: proPrice.purchase_price_cents / 100 });
    expect(changed.deliveryFee).toBe(order.deliveryFee);
    const expected = priceOrder(
      changed.lines.map((l) => ({
        quantityHundredths: cents(l.quantity),
        unitPriceCents: cents(l.unitPrice),
        vatRateBp: cents(l.vatRate),
      })),
      'HT',
      490,
    );
    expect(cents(changed.totalHT)).toBe(expected.totalHtCents);
    expect(cents(changed.totalTTC)).toBe(expected.totalTtcCents);
  });
});
