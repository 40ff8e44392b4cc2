import type { Article, PlaceOrderRequest, RegisterRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newParticulier, newPro, nextAddress, verifiedUser } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_ADDRESS = { streetAndNumber: '', postCode: '', locality: '' };

const register = (body: RegisterRequest) =>
  t.call('POST /api/accounts/register', { body, remoteAddress: nextAddress() });

describe(`a particulier without a postal address on ${TEST_ENGINE}`, () => {
  it('registers without one (pickup only); the profile keeps it empty and can stay so', async () => {
    const res = await register(newParticulier(NO_ADDRESS));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ streetAndNumber: '', postCode: '', locality: '', country: 'FR' });

    const { sid, user, input } = await verifiedUser(t, newParticulier(NO_ADDRESS));
    const { password: _, ...profile } = input;
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      cookies: { sid },
      payload: { ...profile, firstName: 'Camille-Anne' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ firstName: 'Camille-Anne', streetAndNumber: '', email: user.email });
  });

  it('completes an address once begun, and a pro still gives one', async () => {
    const partial = await register(newParticulier({ ...NO_ADDRESS, postCode: '57000' }));
    expect(partial.statusCode).toBe(400);
    expect(partial.problem.errors).toEqual({
      StreetAndNumber: ['Saisissez votre adresse (numéro et rue).'],
      Locality: ['Saisissez votre ville.'],
    });
    const pro = await register(newPro(NO_ADDRESS));
    expect(pro.statusCode).toBe(400);
    expect(Object.keys(pro.problem.errors ?? {}).sort()).toEqual(['Locality', 'PostCode', 'StreetAndNumber']);
  });

  it('orders for pickup, but a delivery still needs a full address', async () => {
    const { sid } = await verifiedUser(t, newParticulier(NO_ADDRESS));
    const articles = (await t.call('GET /api/articles', { query: { PageSize: 50 } })).answer.items;
    const piece = articles.find((a) => a.saleUnit === 'piece') ?? (articles[0] as Article);
    const cart = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      // Enough for the delivery minimum, within a particulier's ceiling (30 pieces or 10 kg).
      payload: { articleId: piece.id, quantity: piece.saleUnit === 'piece' ? 30 : 10 },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    // The deliveries without an address are what the contract may refuse, on purpose.
    const place = (payload: object) =>
      t.call('POST /api/orders', { cookies: { sid }, body: payload as PlaceOrderRequest });

    const noAddress = await place({ mode: 'Delivery', date: '2026-11-21' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.problem.errors?.Address?.[0]).toBe('Indiquez l’adresse de livraison.');
    const noStreet = await place({
      mode: 'Delivery',
      date: '2026-11-21',
      address: { firstName: 'Camille', lastName: 'Rousseau', street: '', postcode: '57000', city: 'Metz' },
    });
    expect(noStreet.statusCode).toBe(400);

    const shops = (await t.call('GET /api/shops')).answer.shops;
    const pickup = await place({ mode: 'Pickup', shopId: shops[0]?.id, date: '2026-11-21' });
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(pickup.answer.address).toBeNull();
    const me = (await t.call('GET /api/accounts/me', { cookies: { sid } })).answer;
    expect(me.postCode).toBe('');
  });
});
