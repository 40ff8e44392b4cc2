import type { Article, JournalResponse, Lot, Order } from '@boucherie/contract';
import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '../../test/accounts-helpers.js';
import { aCustomer, anArticle, anOrder, aShop } from '../../test/fixtures.js';
import { GENISSE, PORK } from '../../test/lot-examples.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { smsText } from '../messages/sms-text.js';
import { recallSms } from './lot-recall.js';

// Issue 39: a recall names every buyer of a lot across the shops, pros first, and tells each of them once.

let t: TestApp;
let admin: string;
let chef: string;
let recalled: Lot;
let other: Lot;
let piece: Article;
let proOrder: Order;
let homeOrder: Order;
let elsewhere: Order;

const ready = async (order: Order) => {
  for (const status of ['Confirmed', 'Ready'] as const) {
    const res = await t.call('POST /api/admin/orders/{id}/status', {
      params: { id: order.id },
      cookies: { sid: admin },
      body: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const sellFrom = (lot: Lot) =>
  t.call('PUT /api/admin/articles/{id}/lot', {
    params: { id: piece.id },
    cookies: { sid: admin },
    body: { lotId: lot.id },
  });
const recall = (message: string) =>
  t.call('POST /api/admin/lots/{id}/recall', {
    params: { id: recalled.id },
    cookies: { sid: admin },
    body: { message },
  });

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  [admin, chef] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'chef@example.com')]);
  piece = await anArticle(t, { saleUnit: 'piece', discountIsActive: false, isOutOfStock: false });
  recalled = (await t.call('POST /api/admin/lots', { cookies: { sid: admin }, body: GENISSE })).answer;
  other = (await t.call('POST /api/admin/lots', { cookies: { sid: admin }, body: PORK })).answer;
  const home = await aCustomer(t);
  await sellFrom(recalled);
  homeOrder = await anOrder(t, home.sid, { shop: await aShop(t, 'WOIPPY'), lines: [[piece, 2]] });
  proOrder = await anOrder(t, chef, { shop: await aShop(t), lines: [[piece, 3]] });
  await ready(homeOrder);
  await ready(proOrder);
  await sellFrom(other);
  elsewhere = await anOrder(t, chef, { shop: await aShop(t), lines: [[piece, 1]] });
  await ready(elsewhere);
});
afterAll(() => t.close());

describe(`a lot's recall on ${TEST_ENGINE}`, () => {
  it('lists exactly the orders served from the lot across two shops, the pro first, with contacts', async () => {
    const { answer } = await t.call('GET /api/admin/lots/{id}/orders', {
      params: { id: recalled.id },
      cookies: { sid: admin },
    });
    expect(answer.items.map((i) => [i.orderNumber, i.shop, i.customer.isPro, i.quantity])).toEqual([
      [proOrder.number, proOrder.shop.name, true, 3],
      [homeOrder.number, homeOrder.shop.name, false, 2],
    ]);
    expect(answer.customers).toBe(2);
    expect(answer.items[0]?.customer.email).toBe('chef@example.com');
    expect(homeOrder.shop.name).not.toBe(proOrder.shop.name);

    const csv = await t.app.inject({ url: `/api/admin/lots/${recalled.id}/orders.csv`, cookies: { sid: admin } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(proOrder.number);
    expect(csv.body).not.toContain(elsewhere.number);
    const staff = await loginAs(t, 'staff@example.com');
    expect(
      (await t.app.inject({ url: `/api/admin/lots/${recalled.id}/orders`, cookies: { sid: staff } })).statusCode,
    ).toBe(403);
  });

  it('refuses a message too short with a French 400 and tells no one', async () => {
    const res = await recall('Rappel');
    expect(res.statusCode).toBe(400);
    expect(res.problem.errors?.Message).toEqual(['Le message de rappel\u00a0: 10 caractères au moins.']);
    expect(readOutbox(t, 'sms').filter((m) => m.text.includes(`RAPPEL du lot ${recalled.code}`))).toEqual([]);
  });

  it('tells each customer once by SMS and e-mail, even when sent twice at once, and journals it', async () => {
    const message = 'Ne consommez pas cette viande : rapportez-la en boutique, elle vous sera remboursée.';
    const [a, b] = await Promise.all([recall(message), recall(message)]);
    expect([a.answer.told, b.answer.told].sort()).toEqual([0, 2]);
    expect((await recall(message)).answer).toEqual({ told: 0, alreadyTold: 2 });
    const sms = readOutbox(t, 'sms').filter((m) => m.text.includes(`RAPPEL du lot ${recalled.code}`));
    expect(sms).toHaveLength(2);
    // Too long for one segment beside the lot and the order: the e-mail carries it (ADR 054).
    for (const m of sms) {
      expect(m.text).toContain("Détails dans l'e-mail.");
      expect(new SegmentedMessage(m.text).segmentsCount, m.text).toBe(1);
    }
    const mails = readOutbox(t, 'mail').filter((m) => m.subject === `Maison Thirion — rappel du lot ${recalled.code}`);
    expect(mails.map((m) => m.to)).toContain('chef@example.com');
    expect(mails).toHaveLength(2);
    const journal = (
      await t.app.inject({ url: '/api/admin/journal?kind=lot.recall', cookies: { sid: admin } })
    ).json() as JournalResponse;
    expect(journal.items.map((e) => e.summary)).toEqual([
      `Rappel du lot ${recalled.code}\u00a0: 2 clients prévenus par SMS et e-mail.`,
    ]);
  });
});

describe('the recall SMS', () => {
  const recallOf = (message: string, hasEmail: boolean) =>
    smsText(
      recallSms({ lotCode: 'L-2026-0412', orderNumber: '2026-123456', shopPhone: '03 87 12 34 56', message, hasEmail }),
    );

  it('carries a short message whole in one segment', () => {
    const text = recallOf('Ne consommez pas cette viande.', true);
    expect(text).toContain('RAPPEL du lot L-2026-0412 (commande no 2026-123456)');
    expect(text).toContain('Ne consommez pas cette viande.');
    expect(new SegmentedMessage(text).segmentsCount).toBe(1);
  });

  it('points to the e-mail when the message does not fit, and carries it whole when there is no e-mail', () => {
    const long = 'Ne consommez pas cette viande : rapportez-la en boutique, elle vous sera remboursée intégralement.';
    expect(recallOf(long, true)).toContain("Détails dans l'e-mail.");
    expect(recallOf(long, false)).toContain(long);
  });
});
