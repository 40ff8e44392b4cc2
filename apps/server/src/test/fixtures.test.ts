import { describe, expect } from 'vitest';
import { aCustomer, anArticle, anOrder, aShop, test } from './fixtures.js';
import { TEST_ENGINE } from './test-app.js';

// The factories give what a test names, and the fixtures make it only for the tests that ask.

describe(`the test fixtures and factories on ${TEST_ENGINE}`, () => {
  test('find the article a test describes, and refuse one that is not on sale', async ({ t }) => {
    const piece = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
    expect(piece).toMatchObject({ saleUnit: 'piece', discountIsActive: false });
    await expect(anArticle(t, { saleUnit: 'kg', designation: 'Licorne' })).rejects.toThrow('no article on sale');
    await expect(aShop(t, 'NOWHERE')).rejects.toThrow('no shop NOWHERE');
  });

  test('give each test its own verified customer, and an approved pro its HT prices', async ({ t, customer }) => {
    expect(customer.user.isVerified).toBe(true);
    const pro = await aCustomer(t, 'approved pro');
    expect(pro.user.email).not.toBe(customer.user.email);
    const me = (await t.app.inject({ url: '/api/accounts/me', cookies: { sid: pro.sid } })).json();
    expect(me).toMatchObject({ userType: 2, proStatus: 'approved' });
  });

  test('place an order of the lines asked, with their notes, at the shop asked', async ({
    t,
    customer,
    metz,
    kgArticle,
  }) => {
    const order = await anOrder(t, customer.sid, { shop: metz, lines: [[kgArticle, 1.5, 'tranches fines']] });
    expect(order.shop.id).toBe(metz.id);
    expect(order.lines).toMatchObject([{ articleId: kgArticle.id, quantity: 1.5, preparationNote: 'tranches fines' }]);
  });
});
