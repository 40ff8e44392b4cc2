import type { Article, BodyInputOf, Endpoints } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// What the butcher tells about an article (issue 13 fields), kept by the owner in the article editor (issue 14).

let t: TestApp;
let admin: string;
let subCategoryId: number;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, sid?: string, payload?: object) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const lastJournal = async (kind: string) =>
  (await t.call('GET /api/admin/journal', { query: { kind }, cookies: { sid: admin } })).answer.items[0];
const publicArticle = async (id: number) => (await t.call('GET /api/articles/{id}', { params: { id } })).answer;
/** The article with its advice, created through the API. */
const create = () =>
  t.call('POST /api/admin/articles', { body: { ...article, subCategoryId, ...advice }, cookies: { sid: admin } });
const article: Omit<BodyInputOf<Endpoints['POST /api/admin/articles']>, 'subCategoryId'> = {
  designation: 'Entrecôte persillée',
  saleUnit: 'kg',
  pricePerUnit: 39.9,
  purchasePricePerUnit: 31,
  vatRate: 5.5,
};
const advice = {
  defaultQuantityGrams: 300,
  quantityStepGrams: 50,
  gramsPerPerson: 250,
  breed: '  Aubrac ',
  maturation: 'Maturée 21 jours sur l’os',
  labels: ['Label Rouge', ' IGP '],
  farm: 'Ferme des Hauts, Aubrac (Aveyron)',
  cookingAdvice: 'Sortir 30 minutes avant, saisir 2 minutes par face.',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  const articles = (await t.call('GET /api/articles', { query: { PageSize: 1 } })).answer;
  subCategoryId = (articles.items[0] as Article).subCategoryId;
});
afterAll(async () => t.close());

describe('the butcher’s advice in the article editor', () => {
  it('creates an article with its advice, read back by the owner and, in the public shape, by customers', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    const created = res.answer;
    expect(created).toMatchObject({ ...advice, breed: 'Aubrac', labels: ['Label Rouge', 'IGP'] });
    const shown = await publicArticle(created.id);
    expect(shown).toMatchObject({
      defaultQuantity: 0.3,
      quantityStep: 0.05,
      gramsPerPerson: 250,
      breed: 'Aubrac',
      maturation: 'Maturée 21 jours sur l’os',
      labels: ['Label Rouge', 'IGP'],
      farm: 'Ferme des Hauts, Aubrac (Aveyron)',
      cookingAdvice: 'Sortir 30 minutes avant, saisir 2 minutes par face.',
    });
    expect((await lastJournal('article.create'))?.after).toMatchObject({ breed: 'Aubrac', quantityStepGrams: 50 });
  });

  it('changes one field: customers see it, the journal says before and after; an emptied text is not told', async () => {
    const created = (await create()).answer;
    const res = await t.call('PATCH /api/admin/articles/{id}', {
      params: { id: created.id },
      body: { quantityStepGrams: 100 },
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.quantityStepGrams).toBe(100);
    expect((await publicArticle(created.id)).quantityStep).toBe(0.1);
    expect(await lastJournal('article.update')).toMatchObject({
      summary: 'Article «\u00a0Entrecôte persillée\u00a0» modifié\u00a0: pas de quantité.',
      before: { quantityStepGrams: 50 },
      after: { quantityStepGrams: 100 },
    });
    const emptied = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { farm: '  ', labels: [] });
    expect(emptied.json()).toMatchObject({ farm: null, labels: [] });
    const shown = await publicArticle(created.id);
    expect(shown).toMatchObject({ farm: null, labels: [], breed: 'Aubrac' });
  });

  it('refuses bad values with French messages per field and changes nothing', async () => {
    const created = (await create()).answer;
    const res = await call('PATCH', `/api/admin/articles/${created.id}`, admin, {
      defaultQuantityGrams: 255,
      gramsPerPerson: 0,
      labels: ['Bio', 'AOP', 'IGP', 'Label Rouge', 'Fermier', 'Plein air', 'HVE'],
      cookingAdvice: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      DefaultQuantityGrams: ['La quantité proposée\u00a0: un multiple de 10\u00a0g est attendu.'],
      GramsPerPerson: ['La portion par personne\u00a0: 1\u00a0g au moins.'],
      Labels: ['Les labels\u00a0: 6 au plus.'],
      CookingAdvice: ['Le conseil de cuisson\u00a0: 1\u00a0000 caractères au plus.'],
    });
    const smaller = await call('PATCH', `/api/admin/articles/${created.id}`, admin, { defaultQuantityGrams: 40 });
    expect(smaller.json().errors).toEqual({
      DefaultQuantityGrams: [
        'La quantité proposée ne peut être inférieure au pas de quantité (50\u00a0g)\u00a0: augmentez-la ou réduisez le pas.',
      ],
    });
    const piece = await call('POST', '/api/admin/articles', admin, {
      ...article,
      subCategoryId,
      saleUnit: 'piece',
      averageWeightGrams: 350,
      quantityStepGrams: 50,
    });
    expect(piece.statusCode).toBe(400);
    expect(piece.json().errors.QuantityStepGrams?.[0]).toMatch(/^Pour un article au kilo seulement/);
    const unchanged = (
      await t.call('GET /api/admin/articles/{id}', { params: { id: created.id }, cookies: { sid: admin } })
    ).answer;
    expect(unchanged).toMatchObject({
      defaultQuantityGrams: 300,
      gramsPerPerson: 250,
      labels: advice.labels.map((l) => l.trim()),
    });
  });

  it('drops a weighed article’s quantity and step when it goes by the piece', async () => {
    const created = (await create()).answer;
    const res = await call('PATCH', `/api/admin/articles/${created.id}`, admin, {
      saleUnit: 'piece',
      averageWeightGrams: 400,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ defaultQuantityGrams: null, quantityStepGrams: null, gramsPerPerson: 250 });
  });
});
