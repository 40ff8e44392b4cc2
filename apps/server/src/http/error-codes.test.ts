import {
  type Article,
  ERROR_STATUS,
  type ErrorCode,
  ProblemDetails,
  TWO_FACTOR_NEEDED_MESSAGE,
} from '@boucherie/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextAddress, registerUser, verifiedUser } from '../test/accounts-helpers.js';
import { theArticles } from '../test/fixtures.js';
import { moveOrder, placeOrder, putInCart, shopId } from '../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

// Issue 38: every refusal carries a machine code beside its French detail (ADR 050). A walk through the
// refusals the server gives today, each as a client meets it over HTTP.

let t: TestApp;
let admin: string;
let articles: Article[];
let metz: number;
const kg = () => articles.find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  articles = await theArticles(t);
  metz = await shopId(t, 'METZ-CENTRE');
});
afterAll(() => t.close());

/** The answer is the one problem shape, with `code` and the status the code stands for. */
function expectRefusal(res: LightMyRequestResponse, code: ErrorCode, detail: string | RegExp) {
  expect(res.statusCode, res.body).toBe(ERROR_STATUS[code]);
  const body = ProblemDetails.parse(res.json());
  expect(body.code, res.body).toBe(code);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else expect(body.detail).toMatch(detail);
}

const place = (sid: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', cookies: { sid }, payload });
const pickup = (date: string, shop = metz) => ({ mode: 'Pickup', shopId: shop, date });
const delivery = (postcode: string) => ({
  mode: 'Delivery',
  date: '2026-11-21',
  address: { firstName: 'Luc', lastName: 'Martin', street: '3 place Saint-Louis', postcode, city: 'Metz' },
});

describe(`the codes of the API's refusals on ${TEST_ENGINE}`, () => {
  it('gives each refusal of an order its code, with its French detail', async () => {
    const { sid } = await verifiedUser(t);
    expectRefusal(await place(sid, pickup('2026-11-21')), 'CART_EMPTY', 'Votre panier est vide.');
    await putInCart(t, sid, kg().id, 0.1);
    const closes = 'Les commandes pour ce jour sont closes. Choisissez une date plus tardive.';
    expectRefusal(await place(sid, pickup('2026-11-20')), 'PAST_CUT_OFF', closes);
    const closed = 'La boutique est fermée ce jour-là. Choisissez une autre date.';
    expectRefusal(await place(sid, pickup('2026-11-23')), 'SHOP_CLOSED', closed);
    expectRefusal(await place(sid, pickup('2999-01-01')), 'DATE_TOO_FAR', /^Les commandes sont ouvertes jusqu’au/);
    const unserved = 'Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.';
    expectRefusal(await place(sid, delivery('75001')), 'NOT_DELIVERED', unserved);
    expectRefusal(await place(sid, delivery('57000')), 'DELIVERY_MINIMUM', /minimum de 30,00\s€ TTC/);
    expectRefusal(await place(sid, { mode: 'Bateau' }), 'VALIDATION', 'Certaines valeurs sont invalides.');
  });

  it('tells an article no longer sold, one out of stock and a quantity past its ceiling apart', async () => {
    const { sid } = await verifiedUser(t);
    const [kept, other] = articles.filter((a) => a.saleUnit === 'kg' && a.id !== kg().id) as [Article, Article];
    await putInCart(t, sid, kept.id);
    const ceiling = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      payload: { articleId: kept.id, quantity: 500 },
    });
    expectRefusal(ceiling, 'QUANTITY_CEILING', /au plus par commande en ligne/);
    await t.database.db.updateTable('article').set({ is_out_of_stock: 1 }).where('id', '=', other.id).execute();
    await t.database.db.updateTable('article').set({ is_active: 0 }).where('id', '=', kept.id).execute();
    try {
      const out = await t.app.inject({
        method: 'PUT',
        url: '/api/carts',
        cookies: { sid },
        payload: { articleId: other.id, quantity: 1 },
      });
      expectRefusal(out, 'OUT_OF_STOCK', new RegExp(`^«\u00a0${other.designation}\u00a0» est en rupture`));
      const withdrawn = `«\u00a0${kept.designation}\u00a0» n’est plus en vente\u00a0: retirez-le du panier pour commander.`;
      expectRefusal(await place(sid, pickup('2026-11-21')), 'ARTICLE_UNAVAILABLE', withdrawn);
    } finally {
      await t.database.db.updateTable('article').set({ is_out_of_stock: 0, is_active: 1 }).execute();
    }
  });

  it('tells a full day and a customer’s cap of open orders apart', async () => {
    const woippy = await shopId(t, 'WOIPPY');
    await t.database.db.updateTable('shop').set({ daily_capacity: 1 }).where('id', '=', woippy).execute();
    try {
      const first = await verifiedUser(t);
      const second = await verifiedUser(t);
      const order = await placeOrder(t, first.sid, 'WOIPPY');
      await putInCart(t, second.sid, kg().id);
      const full = 'Ce jour est complet. Choisissez une autre date.';
      expectRefusal(await place(second.sid, pickup(order.date, woippy)), 'DAY_FULL', full);
    } finally {
      await t.database.db.updateTable('shop').set({ daily_capacity: 25 }).where('id', '=', woippy).execute();
    }
    const { sid } = await verifiedUser(t);
    for (const _ of [1, 2]) {
      await putInCart(t, sid, kg().id);
      expect((await place(sid, pickup('2026-11-22'))).statusCode).toBe(201);
    }
    await putInCart(t, sid, kg().id);
    expectRefusal(await place(sid, pickup('2026-11-22')), 'OPEN_ORDERS_CAP', /^Vous avez déjà 2 commandes en cours/);
  });

  it('tells an order being prepared, one ready and a status move out of turn apart', async () => {
    const { sid } = await verifiedUser(t);
    const cancel = (id: number) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, cookies: { sid } });
    const weighed = await placeOrder(t, sid, 'METZ-CENTRE');
    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', weighed.id)
      .execute();
    expectRefusal(await cancel(weighed.id), 'ALREADY_PREPARED', /^Votre commande est en préparation/);

    const ready = await placeOrder(t, sid, 'METZ-CENTRE');
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ready.id}/status`,
      cookies: { sid: admin },
      payload: { status: 'Completed' },
    });
    expectRefusal(skip, 'STATUS_MOVE_REFUSED', /ne peut pas passer à/);
    await moveOrder(t, admin, ready.id, ['Confirmed']);
    const unweighed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ready.id}/status`,
      cookies: { sid: admin },
      payload: { status: 'Ready' },
    });
    expectRefusal(unweighed, 'LINES_NOT_WEIGHED', /^Pesez d’abord/);
    await t.database.db
      .updateTable('order_line')
      .set({ weighed_grams: 1000 })
      .where('order_id', '=', ready.id)
      .execute();
    await moveOrder(t, admin, ready.id, ['Ready']);
    expectRefusal(
      await cancel(ready.id),
      'ORDER_NOT_CHANGEABLE',
      /^Votre commande est déjà prête\u00a0: pour l’annuler/,
    );
  });

  it('gives sessions, rights and accounts their codes', async () => {
    expectRefusal(await t.app.inject('/api/orders'), 'UNAUTHENTICATED', 'Connectez-vous pour continuer.');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: 'admin@example.com', password: 'Pas-le-bon-2026' },
      remoteAddress: nextAddress(),
    });
    expectRefusal(wrong, 'INVALID_CREDENTIALS', /./);
    const customer = await verifiedUser(t);
    const staffOnly = 'Cet espace est réservé au personnel des boutiques.';
    expectRefusal(
      await t.app.inject({ url: '/api/admin/orders', cookies: { sid: customer.sid } }),
      'FORBIDDEN',
      staffOnly,
    );
    const unverified = await registerUser(t);
    await putInCart(t, unverified.sid, kg().id);
    const verify = 'Vérifiez votre compte avec le code reçu par SMS avant de commander.';
    expectRefusal(await place(unverified.sid, pickup('2026-11-21')), 'ACCOUNT_NOT_VERIFIED', verify);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { ...unverified.input },
      remoteAddress: nextAddress(),
    });
    expectRefusal(taken, 'EMAIL_TAKEN', /./);
    // The owner requires a second factor of whoever can refund: the owner's own back office waits for it.
    const required = (on: boolean) =>
      t.database.db
        .updateTable('security_settings')
        .set({ require_two_factor_for_refunds: on ? 1 : 0 })
        .where('id', '=', 1)
        .execute();
    await required(true);
    try {
      const board = await t.app.inject({ url: '/api/admin/orders', cookies: { sid: admin } });
      expectRefusal(board, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_NEEDED_MESSAGE);
    } finally {
      await required(false);
    }
  });

  it('gives the framework’s own refusals and unknown routes their status’s code', async () => {
    const { sid } = await verifiedUser(t);
    const route = await t.app.inject('/api/nulle-part');
    expectRefusal(route, 'NOT_FOUND', 'Aucune ressource ne correspond à GET /api/nulle-part.');
    expectRefusal(await t.app.inject({ url: '/api/orders/999999', cookies: { sid } }), 'NOT_FOUND', /n’existe pas/);
    const json = { 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid },
      headers: json,
      body: '{',
    });
    expectRefusal(broken, 'VALIDATION', "Le corps de la requête n'est pas un JSON valide.");
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid },
      headers: json,
      body: JSON.stringify({ comment: 'x'.repeat(70_000) }),
    });
    expectRefusal(big, 'PAYLOAD_TOO_LARGE', 'Le corps de la requête est trop volumineux.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid },
      headers: { 'content-type': 'text/plain' },
      body: 'commande',
    });
    expectRefusal(text, 'UNSUPPORTED_MEDIA_TYPE', 'Ce type de contenu n’est pas accepté\u00a0: envoyez du JSON.');
  });

  it('answers a burst past a limit RATE_LIMITED, with Retry-After', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email: 'staff@example.com', password: 'Pas-le-bon-2026' },
        remoteAddress: '203.0.113.77',
      });
    let res = await login();
    for (let i = 0; i < 30 && res.statusCode !== 429; i++) res = await login();
    expectRefusal(res, 'RATE_LIMITED', /./);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
