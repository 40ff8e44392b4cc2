import type { Order } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePro, loginAs, newPro, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 13: staff see who a delivery goes to (a pro's company first) and what the driver needs at the door.

let t: TestApp;
let staff: string;
let order: Order;
const DOOR = 'Livrer par la porte de service, rue des Jardins';

beforeAll(async () => {
  t = await createTestApp();
  const steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false });
  const pro = await verifiedUser(t, newPro({ company: 'Bistrot des Tanneurs', firstName: 'Camille' }));
  await approvePro(t, pro.user.email);
  const cart = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid: pro.sid },
    payload: { articleId: steak.id, quantity: 5 },
  });
  expect(cart.statusCode).toBe(200);
  const res = await t.call('POST /api/orders', {
    cookies: { sid: pro.sid },
    body: {
      mode: 'Delivery',
      date: '2026-11-21',
      address: { firstName: 'Camille', lastName: 'Roux', street: '8 rue des Jardins', postcode: '57000', city: 'Metz' },
      deliveryInstructions: DOOR,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.answer;
  staff = await loginAs(t, 'staff@example.com');
});
afterAll(() => t?.close());

describe(`a delivery as staff see it on ${TEST_ENGINE}`, () => {
  it('answers the company and the instructions in the order and in the day’s list', async () => {
    const detail = (await t.call('GET /api/admin/orders/{id}', { params: { id: order.id }, cookies: { sid: staff } }))
      .answer;
    expect(detail.address).toMatchObject({ company: 'Bistrot des Tanneurs', lastName: 'Roux' });
    expect(detail.deliveryInstructions).toBe(DOOR);
    const list = (await t.call('GET /api/admin/orders', { query: { date: '2026-11-21' }, cookies: { sid: staff } }))
      .answer;
    expect(list.items.find((o) => o.id === order.id)).toMatchObject({
      deliveryInstructions: DOOR,
      address: { company: 'Bistrot des Tanneurs' },
    });
  });

  it('prints the company, the person, the address and the instructions on the bag’s label', async () => {
    const res = await t.app.inject({ url: `/api/admin/orders/${order.id}/label.pdf`, cookies: { sid: staff } });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Bistrot des Tanneurs');
    expect(text).toContain('Camille Roux');
    expect(text).toContain('8 rue des Jardins, 57000 Metz');
    expect(text).toContain('Livraison le samedi 21 novembre');
    expect(text).toMatch(new RegExp(`Accès\\s: ${DOOR}`));
    // The company heads the block, before the person.
    expect(text.indexOf('Bistrot des Tanneurs')).toBeLessThan(text.indexOf('Camille Roux'));
  });
});
