import {
  type Article,
  type BodyInputOf,
  type Endpoints,
  parisInstant,
  type QueryInputOf,
  type Shop,
} from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;
let customer: string;
let subCategoryId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, sid?: string, payload?: object) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const publicArticle = async (id: number, sid?: string) => {
  const res = await t.call('GET /api/articles/{id}', { params: { id }, ...(sid ? { cookies: { sid } } : {}) });
  // The article is read only where the test expects one (a withdrawn one answers 404).
  return {
    status: res.statusCode,
    get article() {
      return res.answer;
    },
  };
};
const lastJournal = async (kind: string) =>
  (await t.call('GET /api/admin/journal', { query: { kind }, cookies: { sid: admin } })).answer.items[0];
type AdminArticlesQuery = QueryInputOf<Endpoints['GET /api/admin/articles']>;
const adminArticles = async (query: AdminArticlesQuery, sid = admin) =>
  (await t.call('GET /api/admin/articles', { query, cookies: { sid } })).answer;
const publicArticles = async (query: QueryInputOf<Endpoints['GET /api/articles']>) =>
  (await t.call('GET /api/articles', { query })).answer;
type NewArticle = BodyInputOf<Endpoints['POST /api/admin/articles']>;
const newArticle: Omit<NewArticle, 'subCategoryId'> = {
  designation: 'Côte de bœuf maturée',
  description: 'Maturée 30 jours en cave.',
  saleUnit: 'kg',
  pricePerUnit: 42.5,
  purchasePricePerUnit: 36,
  vatRate: 5.5,
  origin: { born: 'France', raised: 'France', slaughtered: 'France' },
  allergens: [],
};
async function create(extra: Partial<NewArticle> = {}) {
  const res = await t.call('POST /api/admin/articles', {
    body: { ...newArticle, subCategoryId, ...extra },
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, customer] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'marie@example.com'),
  ]);
  const articles = await publicArticles({ PageSize: 1 });
  subCategoryId = (articles.items[0] as Article).subCategoryId;
});
afterAll(async () => t.close());

describe('who may touch the catalogue', () => {
  it('answers 401 to a visitor, 403 to a customer and to staff for every change; staff may read', async () => {
    const changes: [Method, string][] = [
      ['POST', '/api/admin/articles'],
      ['PATCH', '/api/admin/articles/1'],
      ['DELETE', '/api/admin/articles/1'],
      ['POST', '/api/admin/articles/1/restore'],
      ['POST', '/api/admin/articles/1/image'],
      ['POST', '/api/admin/categories'],
      ['PATCH', '/api/admin/sub-categories/1'],
    ];
    for (const [method, url] of changes) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await call(method, url, customer, {})).statusCode, url).toBe(403);
      const refused = await call(method, url, staff, {});
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().detail).toBe('Cette action est réservée au gérant de la boutique.');
    }
    expect((await call('GET', '/api/admin/articles', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/articles', staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/categories', staff)).statusCode).toBe(200);
  });
});

describe('articles', () => {
  it('creates an article that customers see at once, with its first price in the history and the journal', async () => {
    const created = await create({ allergens: ['lait', 'moutarde'], isHighlighted: true });
    expect(created).toMatchObject({ designation: 'Côte de bœuf maturée', pricePerUnit: 42.5, vatRate: 5.5 });
    expect(created.priceHistory).toEqual([
      { pricePerUnit: 42.5, purchasePricePerUnit: 36, validFrom: TEST_NOW.toISOString() },
    ]);
    const { status, article } = await publicArticle(created.id);
    expect(status).toBe(200);
    expect(article).toMatchObject({ pricePerUnit: 42.5, allergens: ['lait', 'moutarde'], isOutOfStock: false });
    const search = await publicArticles({ Search: 'cote boeuf maturee' });
    expect(search.items.map((a) => a.id)).toContain(created.id);
    expect(await lastJournal('article.create')).toMatchObject({
      entityId: String(created.id),
      summary: 'Article créé\u00a0: «\u00a0Côte de bœuf maturée\u00a0».',
      after: expect.objectContaining({ pricePerUnit: 42.5 }),
    });
  });

  it('refuses bad input with French messages per field and creates nothing', async () => {
    const before = (await adminArticles({ PageSize: 1 })).totalCount;
    const res = await call('POST', '/api/admin/articles', admin, {
      ...newArticle,
      subCategoryId,
      pricePerUnit: -3,
      vatRate: 7,
      allergens: ['plomb'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.PricePerUnit).toEqual(['Le prix TTC\u00a0: le montant doit être positif.']);
    expect(body.errors.VatRate).toEqual(['Taux de TVA\u00a0: 5,5\u00a0%, 10\u00a0% ou 20\u00a0%.']);
    expect(body.errors['Allergens[0]']?.[0]).toMatch(/^Allergène inconnu/);
    const piece = await call('POST', '/api/admin/articles', admin, { ...newArticle, subCategoryId, saleUnit: 'piece' });
    expect(piece.json().errors).toEqual({ AverageWeightGrams: ['Indiquez le poids moyen d’une pièce, en grammes.'] });
    const missing = await call('POST', '/api/admin/articles', admin, { ...newArticle, subCategoryId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.SubCategoryId).toEqual(['Cette sous-catégorie n’existe pas.']);
    const after = (await adminArticles({ PageSize: 1 })).totalCount;
    expect(after).toBe(before);
  });

  it('changes a price: customers see it at once, the history keeps both, the journal has before and after', async () => {
    const created = await create();
    t.advance(60_000);
    const res = await t.call('PATCH /api/admin/articles/{id}', {
      params: { id: created.id },
      body: { pricePerUnit: 44.9 },
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.priceHistory.map((p) => p.pricePerUnit)).toEqual([44.9, 42.5]);
    expect((await publicArticle(created.id)).article.pricePerUnit).toBe(44.9);
    expect(await lastJournal('article.update')).toMatchObject({
      summary: 'Article «\u00a0Côte de bœuf maturée\u00a0» modifié\u00a0: prix TTC.',
      before: { pricePerUnit: 42.5 },
      after: { pricePerUnit: 44.9 },
    });
    const bad = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { discountedPrice: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.DiscountedPrice).toEqual([
      'Le prix remisé doit être inférieur au prix TTC (44,90\u00a0€).',
    ]);
    expect((await call('GET', `/api/admin/articles/${created.id}`, admin)).json().discountedPrice).toBeNull();
    const proOnly = await call('PATCH', `/api/admin/articles/${created.id}`, admin, {
      discountedPurchasePricePerUnit: 30,
    });
    expect(proOnly.json().errors).toEqual({
      DiscountedPurchasePricePerUnit: ['Une remise pro va avec une remise TTC\u00a0: indiquez aussi le prix remisé.'],
    });
  });

  it('starts and ends a discount on time (Europe/Paris), to the minute', async () => {
    const created = await create();
    const res = await call('PATCH', `/api/admin/articles/${created.id}`, admin, {
      discountedPrice: 37.9,
      discountStartsAt: '2026-11-21T08:00',
      discountEndsAt: '2026-11-23T19:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ discountStartsAt: '2026-11-21T08:00', discountIsActive: false });
    const at = (date: string, time: string, deltaMs = 0) =>
      t.setNow(new Date(parisInstant(date, time).getTime() + deltaMs));
    at('2026-11-21', '08:00', -1000);
    expect((await publicArticle(created.id)).article).toMatchObject({ discountIsActive: false, discountedPrice: null });
    at('2026-11-21', '08:00');
    expect((await publicArticle(created.id)).article).toMatchObject({ discountIsActive: true, discountedPrice: 37.9 });
    const promos = await publicArticles({ DiscountedOnly: 'true', PageSize: 100 });
    expect(promos.items.map((a) => a.id)).toContain(created.id);
    at('2026-11-23', '19:30', -1000);
    expect((await publicArticle(created.id)).article.discountIsActive).toBe(true);
    at('2026-11-23', '19:30');
    expect((await publicArticle(created.id)).article).toMatchObject({ discountIsActive: false, discountedPrice: null });
    // An ISO instant with its offset is read as that instant, and answered in Paris time.
    const iso = await call('PATCH', `/api/admin/articles/${created.id}`, admin, {
      discountEndsAt: '2026-12-24T17:00:00Z',
    });
    expect(iso.json().discountEndsAt).toBe('2026-12-24T18:00');
    const bad = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { discountEndsAt: '24/12/2026' });
    expect(bad.json().errors.DiscountEndsAt).toEqual([
      'Date et heure invalides\u00a0: attendu AAAA-MM-JJTHH:MM (heure de Paris).',
    ]);
    t.setNow(TEST_NOW);
  });

  it('keeps the Omnibus reference price right after two price changes', async () => {
    const created = await create({ pricePerUnit: 20, purchasePricePerUnit: 16 });
    const day = 86_400_000;
    t.setNow(new Date(TEST_NOW.getTime() + day));
    await call('PATCH', `/api/admin/articles/${created.id}`, admin, { pricePerUnit: 18 });
    t.setNow(new Date(TEST_NOW.getTime() + 10 * day));
    await call('PATCH', `/api/admin/articles/${created.id}`, admin, { pricePerUnit: 22 });
    t.setNow(new Date(TEST_NOW.getTime() + 15 * day));
    const discounted = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { discountedPrice: 19 });
    expect(discounted.json()).toMatchObject({ discountIsActive: true, referencePrice: 18 });
    // The struck-out price is the lowest of the last 30 days: 18 €, not the 22 € of today.
    expect((await publicArticle(created.id)).article).toMatchObject({
      pricePerUnit: 22,
      discountedPrice: 19,
      referencePrice: 18,
    });
    const listed = await adminArticles({ State: 'discounted', PageSize: 100 });
    expect(listed.items.find((a) => a.id === created.id)?.referencePrice).toBe(18);
    // 18 € was in force until day 10: 31 days later it leaves the window, 22 € remains.
    t.setNow(new Date(TEST_NOW.getTime() + 41 * day));
    await call('PATCH', `/api/admin/articles/${created.id}`, admin, { discountEndsAt: '2027-02-01T00:00' });
    expect((await publicArticle(created.id)).article).toMatchObject({ discountedPrice: 19, referencePrice: 22 });
    t.setNow(TEST_NOW);
  });

  it('marks an article "en rupture": shown to customers, refused by the cart with a French 409', async () => {
    const created = await create();
    const res = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { isOutOfStock: true });
    expect(res.json().isOutOfStock).toBe(true);
    expect((await publicArticle(created.id)).article.isOutOfStock).toBe(true);
    const cart = await call('PUT', '/api/carts', customer, { articleId: created.id, quantity: 1 });
    expect(cart.statusCode).toBe(409);
    expect(cart.json().detail).toBe(
      '«\u00a0Côte de bœuf maturée\u00a0» est en rupture\u00a0: il ne peut pas être ajouté au panier pour le moment. Choisissez un autre article ou revenez plus tard.',
    );
    await call('PATCH', `/api/admin/articles/${created.id}`, admin, { isOutOfStock: false });
    expect((await call('PUT', '/api/carts', customer, { articleId: created.id, quantity: 1 })).statusCode).toBe(200);
    await call('PATCH', `/api/admin/articles/${created.id}`, admin, { isOutOfStock: true });
    // Already in the cart: the order is refused until it is removed, which stays possible.
    const shops = (await t.call('GET /api/shops')).answer;
    const metz = shops.shops.find((s) => s.department === 'METZ-CENTRE') as Shop;
    const slots = (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: metz.id } })).answer;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid: customer },
      headers: { 'idempotency-key': 'rupture-1' },
      payload: { mode: 'Pickup', shopId: metz.id, date: slots.slots[0]?.date },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().detail).toBe(
      '«\u00a0Côte de bœuf maturée\u00a0» est en rupture\u00a0: retirez-le du panier pour commander.',
    );
    expect((await call('PUT', '/api/carts', customer, { articleId: created.id, quantity: 0 })).statusCode).toBe(200);
  });

  it('withdraws an article (never deleted) and puts it back, each in the journal', async () => {
    const created = await create();
    const res = await call('DELETE', `/api/admin/articles/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().withdrawnAt).toBe(TEST_NOW.toISOString());
    expect((await publicArticle(created.id)).status).toBe(404);
    const withdrawn = await adminArticles({ State: 'withdrawn' });
    expect(withdrawn.items.map((a) => a.id)).toContain(created.id);
    expect((await call('DELETE', `/api/admin/articles/${created.id}`, admin)).statusCode).toBe(409);
    const locked = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { pricePerUnit: 1 });
    expect(locked.statusCode).toBe(409);
    expect(await lastJournal('article.withdraw')).toMatchObject({ entityId: String(created.id) });
    expect((await call('POST', `/api/admin/articles/${created.id}/restore`, admin)).statusCode).toBe(200);
    expect((await publicArticle(created.id)).status).toBe(200);
    expect(await lastJournal('article.restore')).toMatchObject({ entityId: String(created.id) });
    expect((await call('DELETE', '/api/admin/articles/999999', admin)).statusCode).toBe(404);
  });

  it('lists articles for the back office with search and state filters', async () => {
    const created = await create({ designation: 'Onglet à l’échalote', isActive: false });
    const found = await adminArticles({ Search: 'onglet echalote' }, staff);
    expect(found.items.map((a) => a.id)).toEqual([created.id]);
    const inactive = await adminArticles({ State: 'inactive' });
    expect(inactive.items.map((a) => a.id)).toContain(created.id);
    expect((await publicArticle(created.id)).status).toBe(404);
    expect((await call('GET', '/api/admin/articles?State=nope', admin)).json().errors.State).toEqual(['État inconnu.']);
  });
});
