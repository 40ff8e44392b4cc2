import type { Article, PlaceOrderRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { frenchDay } from '../../lib/french.js';
import { newPro, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// Issue 13: a delivery says where and to whom (a pro's company) and what the driver needs at the door.

let t: TestApp;
let steak: Article;

beforeAll(async () => {
  t = await createTestApp();
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const DOOR = 'Code 4B27, 3e étage, sonner chez Martin';
const address = {
  firstName: 'Luc',
  lastName: 'Martin',
  street: '3 place Saint-Louis',
  postcode: '57000',
  city: 'Metz',
};

async function placeDelivery(sid: string, extra: object = {}) {
  const cart = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid },
    payload: { articleId: steak.id, quantity: 2 },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  // Some extras are refused by the contract on purpose: the body is cast.
  const body = { mode: 'Delivery', date: '2026-11-21', address, ...extra } as PlaceOrderRequest;
  return t.call('POST /api/orders', { cookies: { sid }, body });
}

const orderCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`delivery details on ${TEST_ENGINE}`, () => {
  it('keeps the delivery instructions on the order, answers them, and tells the customer and the shop', async () => {
    const { sid, user } = await verifiedUser(t);
    const res = await placeDelivery(sid, { deliveryInstructions: `  ${DOOR}  ` });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.answer;
    expect(placed.deliveryInstructions).toBe(DOOR);
    // A particulier's delivery names no company.
    expect(placed.address?.company).toBeNull();
    const again = (await t.call('GET /api/orders/{id}', { params: { id: placed.id }, cookies: { sid } })).answer;
    expect(again.deliveryInstructions).toBe(DOOR);
    const mails = readOutbox(t, 'mail');
    expect(mails.filter((m) => m.to === user.email).at(-1)?.text).toContain(`Instructions de livraison\u00a0: ${DOOR}`);
    expect(mails.find((m) => m.subject?.includes(placed.number) && m.to !== user.email)?.text).toContain(DOOR);
  });

  it('sends a pro’s delivery to the company: the account’s, another typed, or none when cleared', async () => {
    const { sid } = await verifiedUser(t, newPro({ company: 'Bistrot des Tanneurs' }));
    const byDefault = (await placeDelivery(sid)).answer;
    expect(byDefault.address).toMatchObject({ company: 'Bistrot des Tanneurs', firstName: 'Luc', lastName: 'Martin' });
    expect(byDefault.deliveryInstructions).toBeNull();
    const typed = (await placeDelivery(sid, { address: { ...address, company: ' Traiteur du Marché ' } })).answer;
    expect(typed.address?.company).toBe('Traiteur du Marché');
    // Another day: a customer holds at most two open orders at a shop for one day.
    const cleared = await placeDelivery(sid, { date: '2026-11-22', address: { ...address, company: '' } });
    expect(cleared.statusCode, cleared.body).toBe(201);
    expect(cleared.answer.address?.company).toBeNull();
  });

  it('keeps no instructions nor company on a pickup order', async () => {
    const { sid } = await verifiedUser(t, newPro());
    const cart = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      payload: { articleId: steak.id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(200);
    const shops = (await t.call('GET /api/shops')).answer;
    const res = await t.call('POST /api/orders', {
      cookies: { sid },
      body: { mode: 'Pickup', shopId: shops.shops[0]?.id, date: '2026-11-21', deliveryInstructions: DOOR },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer.deliveryInstructions).toBeNull();
    expect(res.answer.address).toBeNull();
  });

  it('refuses instructions over 300 characters and a company over 80, in French, and makes no order', async () => {
    const { sid } = await verifiedUser(t);
    const before = await orderCount();
    const long = await placeDelivery(sid, { deliveryInstructions: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.DeliveryInstructions[0]).toBe(
      'Les instructions de livraison ne peuvent pas dépasser 300 caractères.',
    );
    const company = await placeDelivery(sid, { address: { ...address, company: 'x'.repeat(81) } });
    expect(company.statusCode).toBe(400);
    expect(company.json().errors['Address.Company'][0]).toBe(
      'Le nom de l’entreprise ne peut pas dépasser 80 caractères.',
    );
    const notText = await placeDelivery(sid, { deliveryInstructions: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors.DeliveryInstructions[0]).toMatch(/texte/);
    expect(await orderCount()).toBe(before);
    expect((await placeDelivery(sid, { deliveryInstructions: 'x'.repeat(300) })).statusCode).toBe(201);
  });

  it('forgets the door code and the company when the customer deletes the account', async () => {
    const { sid } = await verifiedUser(t, newPro());
    const placed = (await placeDelivery(sid, { deliveryInstructions: DOOR })).answer;
    // An order in progress holds the account (account-closing.test.ts): this one is cancelled first.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, cookies: { sid } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete',
      cookies: { sid },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('customer_order')
      .select(['delivery_instructions', 'address_company', 'total_ttc_cents'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_instructions: null, address_company: null });
    expect(row.total_ttc_cents).toBeGreaterThan(0);
  });
});

describe('French days in messages', () => {
  it('writes the first of the month "1er"', () => {
    expect(frenchDay('2026-12-01')).toBe('mardi 1er décembre');
    expect(frenchDay('2026-12-21')).toBe('lundi 21 décembre');
  });
});
