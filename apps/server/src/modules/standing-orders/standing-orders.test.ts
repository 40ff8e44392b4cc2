import type { Article, CreateStandingOrderRequest, Shop, UpdateStandingOrderRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// TEST_NOW is Friday 20 November 2026, 10:00 in Paris. METZ-CENTRE closes on Mondays, cut-off 18:00 the day before.
let t: TestApp;
let shops: Shop[];
let articles: Article[];
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;
const kg = () => articles.find((a) => a.saleUnit === 'kg') as Article;
const piece = () => articles.find((a) => a.saleUnit === 'piece') as Article;

beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const call = (sid: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
// Some payloads are refused by the contract on purpose: the body is cast.
const create = (sid: string | undefined, payload: object) =>
  t.call('POST /api/standing-orders', {
    body: payload as CreateStandingOrderRequest,
    ...(sid ? { cookies: { sid } } : {}),
  });
const listOf = async (sid: string) => (await t.call('GET /api/standing-orders', { cookies: { sid } })).answer.items;

const weekly = (overrides: object = {}) => ({
  name: 'Le mardi et le vendredi',
  mode: 'Pickup',
  shopId: shop('METZ-CENTRE').id,
  weekdays: [2, 5],
  startDate: '2026-11-21',
  lines: [
    { articleId: kg().id, quantity: 1.5, preparationNote: 'tranches fines' },
    { articleId: piece().id, quantity: 2 },
  ],
  ...overrides,
});

describe(`standing orders: create, read, change, delete (${TEST_ENGINE})`, () => {
  it('creates one from explicit lines and lists it with its next dates', async () => {
    const { sid } = await verifiedUser(t);
    const res = await create(sid, weekly());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.answer;
    expect(created).toMatchObject({
      name: 'Le mardi et le vendredi',
      mode: 'Pickup',
      shop: { id: shop('METZ-CENTRE').id },
      weekdays: [2, 5],
      startDate: '2026-11-21',
      endDate: null,
      paused: false,
      state: 'Active',
      skippedDates: [],
      recentOccurrences: [],
    });
    expect(created.lines).toEqual([
      expect.objectContaining({
        articleId: kg().id,
        quantity: 1.5,
        preparationNote: 'tranches fines',
        available: true,
      }),
      expect.objectContaining({ articleId: piece().id, quantity: 2, preparationNote: null, available: true }),
    ]);
    // Tuesday 24 and Friday 27: placed at 08:00 Paris on the cut-off day (the day before), cut-off 18:00.
    expect(created.nextOccurrences.slice(0, 2)).toEqual([
      expect.objectContaining({
        date: '2026-11-24',
        status: 'Planned',
        placeAt: '2026-11-23T07:00:00.000Z',
        cutOffAt: '2026-11-23T17:00:00.000Z',
        order: null,
      }),
      expect.objectContaining({ date: '2026-11-27', status: 'Planned' }),
    ]);
    expect(created.nextOccurrences).toHaveLength(6);

    expect((await listOf(sid)).map((s) => s.id)).toEqual([created.id]);
  });

  it('copies the cart, or one of the customer’s orders with its preparation notes', async () => {
    const { sid } = await verifiedUser(t);
    const emptyCart = await create(sid, weekly({ lines: undefined, fromCart: true }));
    expect(emptyCart.statusCode).toBe(400);
    expect(emptyCart.json().errors.FromCart).toEqual(['Votre panier est vide.']);

    await call(sid, 'PUT' as 'POST', '/api/carts', { articleId: kg().id, quantity: 2 });
    const fromCart = await create(sid, weekly({ lines: undefined, fromCart: true }));
    expect(fromCart.statusCode, fromCart.body).toBe(201);
    expect(fromCart.answer.lines).toEqual([expect.objectContaining({ articleId: kg().id, quantity: 2 })]);

    const placed = await t.call('POST /api/orders', {
      cookies: { sid },
      body: {
        mode: 'Pickup',
        shopId: shop('METZ-CENTRE').id,
        date: '2026-11-21',
        preparationNotes: [{ articleId: kg().id, note: 'sous vide' }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.answer;
    const fromOrder = await create(sid, weekly({ lines: undefined, fromOrderId: order.id }));
    expect(fromOrder.statusCode, fromOrder.body).toBe(201);
    expect(fromOrder.answer.lines).toEqual([
      expect.objectContaining({ articleId: kg().id, quantity: 2, preparationNote: 'sous vide' }),
    ]);
    // Someone else's order is no source.
    const other = await verifiedUser(t);
    const stolen = await call(
      other.sid,
      'POST',
      '/api/standing-orders',
      weekly({ lines: undefined, fromOrderId: order.id }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.FromOrderId).toEqual(['Cette commande n’existe pas.']);
  });

  it('refuses bad input in French and changes nothing', async () => {
    const { sid } = await verifiedUser(t);
    const cases: [object, string, string][] = [
      [{ weekdays: [] }, 'Weekdays', 'Choisissez au moins un jour de la semaine.'],
      [
        { weekdays: [1, 2] },
        'Weekdays',
        `La boutique ${shop('METZ-CENTRE').name} est fermée le lundi\u00a0: choisissez d’autres jours.`,
      ],
      [{ startDate: '2026-11-19' }, 'StartDate', 'La date de début ne peut pas être passée.'],
      [{ endDate: '2026-11-20' }, 'EndDate', 'La date de fin précède la date de début.'],
      [{ mode: 'Delivery', shopId: undefined }, 'Address', 'Indiquez l’adresse de livraison.'],
      [
        { lines: [{ articleId: piece().id, quantity: 1.5 }] },
        'Lines',
        `«\u00a0${piece().designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
      ],
      [{ lines: [{ articleId: 999_999, quantity: 1 }] }, 'Lines', 'Cet article n’existe pas.'],
      [{ windowStarts: '25:00' }, 'WindowStarts', 'Créneau invalide\u00a0: heure attendue (09:00).'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(sid, weekly(overrides));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ articleId: i + 1, quantity: 1 }));
    const lines = await create(sid, weekly({ lines: tooMany }));
    expect(lines.json().errors.Lines).toEqual(['Une commande récurrente compte 50 articles au plus.']);
    expect(await listOf(sid)).toEqual([]);
  });

  it('answers 401 to a visitor and 404 for another customer’s standing order', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const created = (await create(owner.sid, weekly())).answer;
    expect((await call(undefined, 'GET', '/api/standing-orders')).statusCode).toBe(401);
    expect((await create(undefined, weekly())).statusCode).toBe(401);
    const url = `/api/standing-orders/${created.id}`;
    for (const [method, payload] of [
      ['PATCH', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(other.sid, method, url, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().title).toBe('Ressource introuvable');
    }
    expect(await listOf(other.sid)).toEqual([]);
    const mine = await listOf(owner.sid);
    expect(mine[0]?.paused).toBe(false);
  });

  it('edits lines, days and dates, pauses and resumes, skips and gives back a date, deletes', async () => {
    const { sid } = await verifiedUser(t);
    const created = (await create(sid, weekly())).answer;
    const url = `/api/standing-orders/${created.id}`;
    const patch = async (body: UpdateStandingOrderRequest) => {
      const res = await t.call('PATCH /api/standing-orders/{id}', {
        params: { id: created.id },
        body,
        cookies: { sid },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.answer;
    };

    const edited = await patch({ lines: [{ articleId: kg().id, quantity: 3 }], weekdays: [3], endDate: '2026-12-31' });
    expect(edited.lines).toEqual([expect.objectContaining({ articleId: kg().id, quantity: 3 })]);
    expect(edited).toMatchObject({ weekdays: [3], endDate: '2026-12-31' });
    expect(edited.nextOccurrences.map((o) => o.date).slice(0, 2)).toEqual(['2026-11-25', '2026-12-02']);

    const paused = await patch({ paused: true });
    expect(paused).toMatchObject({ paused: true, state: 'Paused' });
    expect(paused.nextOccurrences[0]).toMatchObject({ status: 'Paused', placeAt: null });
    expect((await patch({ paused: false })).state).toBe('Active');

    const skipped = await patch({ skip: '2026-12-02' });
    expect(skipped.skippedDates).toEqual(['2026-12-02']);
    expect(skipped.nextOccurrences[1]).toMatchObject({
      date: '2026-12-02',
      status: 'Skipped',
      skipReason: 'Customer',
      placeAt: null,
    });
    const notADay = await call(sid, 'PATCH', url, { skip: '2026-12-03' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors.Skip).toEqual([
      'Cette date ne fait pas partie des prochaines dates de la commande récurrente.',
    ]);
    const given = await patch({ unskip: '2026-12-02' });
    expect(given.skippedDates).toEqual([]);
    expect(given.nextOccurrences[1]).toMatchObject({ date: '2026-12-02', status: 'Planned' });
    const notSkipped = await call(sid, 'PATCH', url, { unskip: '2026-12-02' });
    expect(notSkipped.json().errors.Unskip).toEqual(['Cette date n’a pas été sautée à votre demande.']);

    const moved = await patch({
      mode: 'Delivery',
      address: { firstName: 'Luc', lastName: 'Martin', street: '3 place Saint-Louis', postcode: '57000', city: 'Metz' },
      deliveryInstructions: 'Porte de service',
    });
    expect(moved).toMatchObject({ mode: 'Delivery', shopId: null, deliveryInstructions: 'Porte de service' });
    expect(moved.address).toMatchObject({ postcode: '57000', company: null });
    expect(moved.shop?.id).toBe(shop('METZ-CENTRE').id);

    const gone = await call(sid, 'DELETE', url);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await call(sid, 'DELETE', url)).statusCode).toBe(404);
    expect(await listOf(sid)).toEqual([]);
  });

  it('goes with a deleted account (it holds an address and would go on ordering)', async () => {
    const { sid } = await verifiedUser(t);
    const created = (await create(sid, weekly())).answer;
    const rows = () => t.database.db.selectFrom('standing_order').select('id').where('id', '=', created.id).execute();
    expect(await rows()).toHaveLength(1);
    expect((await call(sid, 'POST', '/api/accounts/delete', { confirm: true })).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('caps how many standing orders one customer keeps', async () => {
    const { sid } = await verifiedUser(t);
    for (let i = 0; i < 10; i++) expect((await create(sid, weekly())).statusCode).toBe(201);
    const eleventh = await create(sid, weekly());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().title).toBe('Conflit');
    expect(eleventh.json().detail ?? eleventh.body).toMatch(/déjà 10 commandes récurrentes/);
  });
});
