import type { Article, ArticlesResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function articles(query: string, sid?: string) {
  const res = await t.app.inject({ url: `/api/articles${query}`, ...(sid ? { cookies: { sid } } : {}) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as ArticlesResponse;
}
const all = async (query: string, sid?: string) => (await articles(`${query}&PageSize=100`, sid)).items;
const names = (items: Article[]) => items.map((a) => a.designation);
const paid = (a: Article) => (a.discountIsActive && a.discountedPrice !== null ? a.discountedPrice : a.pricePerUnit);
const perKg = (a: Article) =>
  a.saleUnit === 'kg' ? paid(a) : a.averageWeightGrams ? (paid(a) * 1000) / a.averageWeightGrams : Infinity;
const sorted = (values: number[], direction: 1 | -1 = 1) =>
  values.every((v, i) => i === 0 || direction * (v - (values[i - 1] as number)) >= -1e-9);

describe(`choosing meat in the catalogue on ${TEST_ENGINE}`, () => {
  describe('Sort', () => {
    it('keeps the catalogue’s own order without it', async () => {
      expect(names(await all('?Sort='))).toEqual(names(await all('?')));
    });

    it('sorts by the price paid, cheapest first, or dearest first', async () => {
      const up = await all('?Sort=price');
      expect(up).toHaveLength((await articles('?')).totalCount);
      expect(sorted(up.map(paid))).toBe(true);
      const down = await all('?Sort=price:desc');
      expect(sorted(down.map(paid), -1)).toBe(true);
      expect(names(await all('?sort=-PRICE'))).toEqual(names(down));
    });

    it('sorts by price per kilogram, pieces by their average weight', async () => {
      const items = await all('?Sort=pricePerKg');
      expect(sorted(items.map(perKg))).toBe(true);
      expect(items.some((a) => a.saleUnit === 'piece')).toBe(true);
    });

    it('sorts by name in French order, accents aside', async () => {
      const items = names(await all('?Sort=name'));
      expect(items).toEqual([...items].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare));
      // "Échine" among the E, not after the Z as a byte order would put it.
      const echine = items.findIndex((n) => n.startsWith('Échine'));
      expect(items[echine + 1]?.localeCompare('F', 'fr')).toBeLessThan(1);
      expect(names(await all('?Sort=name:desc'))[0]).toBe(items.at(-1));
    });

    it('puts promotions first, the biggest saving first', async () => {
      const items = await all('?Sort=promotions');
      const promos = items.filter((a) => a.discountIsActive);
      expect(promos.length).toBeGreaterThan(2);
      expect(items.slice(0, promos.length).every((a) => a.discountIsActive)).toBe(true);
      const savings = promos.map((a) => (a.pricePerUnit - (a.discountedPrice ?? 0)) / a.pricePerUnit);
      expect(sorted(savings, -1)).toBe(true);
    });

    it('sorts within the filters and pages without overlap', async () => {
      const promos = await all('?DiscountedOnly=true&Sort=price');
      expect(promos.every((a) => a.discountIsActive)).toBe(true);
      expect(sorted(promos.map(paid))).toBe(true);
      const one = await articles('?Sort=price&PageSize=10');
      const two = await articles('?Sort=price&PageSize=10&PageNumber=2');
      expect(one.totalCount).toBe(two.totalCount);
      expect(two.items.some((a) => one.items.some((b) => b.id === a.id))).toBe(false);
      expect(paid(two.items[0] as Article)).toBeGreaterThanOrEqual(paid(one.items.at(-1) as Article));
      expect((await articles('?Sort=price&PageSize=10&PageNumber=99')).items).toEqual([]);
    });

    it('sorts an approved pro by the pro prices', async () => {
      const sid = await loginAs(t, 'chef@example.com');
      const items = await all('?Sort=price', sid);
      const pro = items.map((a) =>
        a.discountIsActive && a.discountedPurchasePricePerUnit !== null
          ? a.discountedPurchasePricePerUnit
          : (a.purchasePricePerUnit as number),
      );
      expect(sorted(pro)).toBe(true);
    });

    it('answers 400 in French for an unknown sort', async () => {
      const res = await t.call('GET /api/articles', { query: { Sort: 'prix' } });
      expect(res.statusCode).toBe(400);
      const body = res.problem;
      expect(body.errors?.Sort?.[0]).toMatch(/^Tri inconnu\u00a0: choisissez price, pricePerKg, name, promotions/);
    });
  });

  describe('a search that forgives', () => {
    it('finds bœuf for "boef" and the entrecôte for "entrecote" or "entrecotte"', async () => {
      const boef = await all('?Search=boef');
      expect(boef.length).toBeGreaterThan(5);
      expect(boef.every((a) => /b(œ|oe)uf/i.test(`${a.designation} ${a.category}`))).toBe(true);
      for (const search of ['entrecote', 'Entrecôte', 'entrecotte', 'entrceote', 'ENTRECOTE']) {
        expect(names(await all(`?Search=${encodeURIComponent(search)}`))[0], search).toBe('Entrecôte');
      }
    });

    it('forgives a typo only when the word is found nowhere as typed, and never in short words', async () => {
      // "boeuf" is found as typed: the eggs ("œufs", one letter away) stay out.
      expect(names(await all('?Search=boeuf')).some((n) => n.startsWith('Œufs'))).toBe(false);
      expect((await articles('?Search=vea')).totalCount).toBeGreaterThan(0); // veau, as typed
      expect((await articles('?Search=bof')).totalCount).toBe(0); // 3 letters: no typo
      expect((await articles('?Search=zzzzzz')).totalCount).toBe(0);
      expect((await articles('?Search=bbeeuuff')).totalCount).toBe(0); // more than one typo
    });

    it('finds the beginning of a word being typed, with one typo', async () => {
      expect(names(await all('?Search=entrw'))).toContain('Entrecôte');
      expect(names(await all('?Search=merg'))).toContain('Merguez');
    });

    it('ranks the names before the sub-families and categories, and needs every word', async () => {
      const veau = names(await all('?Search=veau'));
      expect(veau[0]).toMatch(/veau/i);
      const cote = names(await all('?Search=cote%20boef'));
      expect(cote[0]).toBe('Côte de bœuf');
      expect(cote.every((n) => /c[ôo]te/i.test(n))).toBe(true);
    });

    it('finds what the butcher tells: a breed, a label', async () => {
      const charolaise = await all('?Search=charolaise');
      expect(charolaise.length).toBeGreaterThan(3);
      expect(charolaise.every((a) => a.breed === 'Charolaise')).toBe(true);
      const labelRouge = await all('?Search=label%20rouge');
      expect(labelRouge.every((a) => a.labels.includes('Label Rouge'))).toBe(true);
    });

    it('sorts a search when asked, and keeps the other filters', async () => {
      const items = await all('?Search=boeuf&Sort=price:desc');
      expect(sorted(items.map(paid), -1)).toBe(true);
      const promos = await all('?Search=boeuf&DiscountedOnly=true');
      expect(promos.length).toBeGreaterThan(0);
      expect(promos.every((a) => a.discountIsActive)).toBe(true);
    });
  });

  describe('what the butcher tells', () => {
    it('gives sensible quantities: a steak of 250 g by 50 g, a roast of 1,2 kg, merguez by 500 g', async () => {
      const items = await all('?');
      const find = (name: string) => items.find((a) => a.designation === name) as Article;
      expect(find('Entrecôte')).toMatchObject({ defaultQuantity: 0.25, quantityStep: 0.05, gramsPerPerson: 250 });
      expect(find('Rôti de bœuf')).toMatchObject({ defaultQuantity: 1.2, quantityStep: 0.1 });
      expect(find('Merguez')).toMatchObject({ defaultQuantity: 0.5, quantityStep: 0.5 });
      for (const piece of items.filter((a) => a.saleUnit === 'piece')) {
        expect(piece).toMatchObject({ defaultQuantity: 1, quantityStep: 1 });
      }
    });

    it('tells breed, ageing, labels, farm and cooking advice where known, null otherwise', async () => {
      const items = await all('?');
      const cote = items.find((a) => a.designation === 'Côte de bœuf') as Article;
      expect(cote).toMatchObject({ breed: 'Charolaise', maturation: 'Maturée 21 jours sur l’os' });
      expect(cote.farm).toMatch(/Moselle/);
      expect(cote.cookingAdvice).toMatch(/repos/);
      expect(items.find((a) => a.designation === 'Poulet fermier entier')?.labels).toEqual(['Label Rouge']);
      const quiche = items.find((a) => a.designation.startsWith('Quiche lorraine')) as Article;
      expect(quiche).toMatchObject({ breed: null, maturation: null, labels: [], cookingAdvice: null });
    });
  });
});
