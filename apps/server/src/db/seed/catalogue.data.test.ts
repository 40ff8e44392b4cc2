import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { articles, categories } from './catalogue.data.js';
import { advice } from './catalogue-advice.data.js';
import { BUSINESS_NAME, shops } from './shops.data.js';

const image = (path: string) => fileURLToPath(new URL(`../../../../web/public/images/${path}`, import.meta.url));
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/Œ/g, 'OE').toLowerCase();

describe('demo catalogue', () => {
  it('has at least 8 categories and 80 articles', () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(articles.length).toBeGreaterThanOrEqual(80);
    for (const slug of ['boeuf', 'veau', 'porc', 'agneau', 'volaille', 'charcuterie', 'traiteur', 'barbecue']) {
      expect(categories.map((c) => c.slug)).toContain(slug);
    }
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = [...articles.map((a) => a.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    const categorySlugs = categories.map((c) => c.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    const subSlugs = categories.flatMap((c) => c.subCategories.map((s) => s.slug));
    expect(new Set(subSlugs).size).toBe(subSlugs.length);
    for (const slug of [...slugs, ...categorySlugs, ...subSlugs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every article under an existing category and sub-category', () => {
    for (const a of articles) {
      const category = categories.find((c) => c.slug === a.category);
      expect(category, a.slug).toBeDefined();
      expect(
        category?.subCategories.some((s) => s.slug === a.subCategory),
        a.slug,
      ).toBe(true);
    }
  });

  it('has 2 to 4 sub-categories per category and at least 2 articles per sub-category', () => {
    for (const c of categories) {
      expect(c.subCategories.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.subCategories.length, c.slug).toBeLessThanOrEqual(4);
      for (const s of c.subCategories) {
        const count = articles.filter((a) => a.category === c.slug && a.subCategory === s.slug).length;
        expect(count, `${c.slug}/${s.slug}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('gives an average weight to pieces only', () => {
    for (const a of articles) {
      if (a.saleUnit === 'piece') expect(a.averageWeightGrams, a.slug).toBeGreaterThan(0);
      else expect(a.averageWeightGrams, a.slug).toBeNull();
    }
    expect(articles.some((a) => a.saleUnit === 'piece')).toBe(true);
    expect(articles.some((a) => a.saleUnit === 'kg')).toBe(true);
  });

  it('has consistent prices in integer cents', () => {
    for (const a of articles) {
      const vat = (a.vatRateBasisPoints ?? 550) / 10000;
      for (const cents of [a.priceCents, a.purchasePriceCents, a.previousPriceCents ?? 1]) {
        expect(Number.isInteger(cents) && cents > 0, a.slug).toBe(true);
      }
      expect(a.purchasePriceCents, a.slug).toBeLessThan(a.priceCents / (1 + vat));
      if (a.discount) {
        expect(Number.isInteger(a.discount.priceCents) && Number.isInteger(a.discount.purchasePriceCents)).toBe(true);
        expect(a.discount.priceCents, a.slug).toBeLessThan(a.priceCents);
        expect(a.discount.purchasePriceCents, a.slug).toBeLessThan(a.purchasePriceCents);
        expect(a.discount.purchasePriceCents, a.slug).toBeLessThan(a.discount.priceCents / (1 + vat));
      }
      if (a.previousPriceCents !== undefined) expect(a.previousPriceCents, a.slug).not.toBe(a.priceCents);
    }
    const discounted = articles.filter((a) => a.discount).length;
    const highlighted = articles.filter((a) => a.isHighlighted).length;
    expect(discounted).toBeGreaterThanOrEqual(5);
    expect(highlighted).toBeGreaterThanOrEqual(5);
  });

  it('states the origin of beef and veal and lists allergens as text', () => {
    for (const a of articles.filter((x) => x.category === 'boeuf' || x.category === 'veau')) {
      expect(a.origin, a.slug).not.toBeNull();
    }
    for (const a of articles) for (const allergen of a.allergens) expect(allergen).toMatch(/^\p{Ll}[\p{L} ]*$/u);
  });

  it('has accented designations that an accent-free search finds', () => {
    const boeuf = articles.filter((a) => fold(a.designation).includes('boeuf'));
    expect(boeuf.some((a) => a.designation.includes('Bœuf') || a.designation.includes('bœuf'))).toBe(true);
    expect(articles.some((a) => a.designation.includes('Côte'))).toBe(true);
    expect(articles.some((a) => a.designation.includes('Pâté'))).toBe(true);
    expect(articles.some((a) => a.designation.includes('Rôti'))).toBe(true);
    expect(articles.some((a) => a.designation.includes('Épaule'))).toBe(true);
  });

  it('ships an image for every article and category', () => {
    for (const a of articles) expect(existsSync(image(`articles/${a.slug}.svg`)), a.slug).toBe(true);
    for (const c of categories) expect(existsSync(image(`categories/${c.slug}.svg`)), c.slug).toBe(true);
    expect(existsSync(image('logo.svg'))).toBe(true);
  });
});

describe('what the butcher tells (issue 13)', () => {
  it('gives every weighed article a first quantity and a step, in whole multiples', () => {
    for (const a of articles.filter((x) => x.saleUnit === 'kg')) {
      const told = advice[a.slug];
      expect(told?.defaultGrams, a.slug).toBeGreaterThan(0);
      expect(told?.stepGrams, a.slug).toBeGreaterThan(0);
      // Quantities have two decimals: every suggestion is a whole number of 10 g.
      expect((told?.defaultGrams ?? 0) % 10, a.slug).toBe(0);
      expect((told?.stepGrams ?? 0) % 10, a.slug).toBe(0);
      expect((told?.defaultGrams ?? 0) % (told?.stepGrams ?? 1), a.slug).toBe(0);
    }
    for (const a of articles.filter((x) => x.saleUnit === 'piece')) {
      expect(advice[a.slug]?.defaultGrams, a.slug).toBeUndefined();
      expect(advice[a.slug]?.stepGrams, a.slug).toBeUndefined();
    }
    expect(Object.keys(advice).filter((slug) => !articles.some((a) => a.slug === slug))).toEqual([]);
  });

  it('suggests a steak of 250 g, a roast of 1,2 kg and merguez by 500 g, and 200 to 300 g per guest of meat', () => {
    expect(advice.entrecote).toMatchObject({ defaultGrams: 250 });
    expect(advice['roti-de-boeuf']).toMatchObject({ defaultGrams: 1200 });
    expect(advice.merguez).toMatchObject({ defaultGrams: 500, stepGrams: 500 });
    for (const slug of ['entrecote', 'roti-de-boeuf', 'boeuf-bourguignon', 'gigot-d-agneau']) {
      expect(advice[slug]?.gramsPerPerson, slug).toBeGreaterThanOrEqual(200);
      expect(advice[slug]?.gramsPerPerson, slug).toBeLessThanOrEqual(300);
    }
  });

  it('tells breed, ageing, labels, farm and cooking for a good part of the meat', () => {
    const told = Object.values(advice);
    expect(told.filter((a) => a.breed).length).toBeGreaterThanOrEqual(20);
    expect(told.filter((a) => a.maturation).length).toBeGreaterThanOrEqual(5);
    expect(told.filter((a) => a.farm).length).toBeGreaterThanOrEqual(20);
    expect(told.filter((a) => a.cooking).length).toBeGreaterThanOrEqual(20);
    const labels = new Set(told.flatMap((a) => a.labels ?? []));
    for (const label of ['Label Rouge', 'AOP', 'IGP', 'Bio']) expect(labels).toContain(label);
  });
});

describe('demo shops', () => {
  it('has three shops with unique departments', () => {
    expect(BUSINESS_NAME.length).toBeGreaterThan(0);
    expect(shops).toHaveLength(3);
    expect(new Set(shops.map((s) => s.department)).size).toBe(3);
  });

  it('has a week of opening hours, closed on Mondays', () => {
    for (const shop of shops) {
      expect(shop.openingHours.map((d) => d.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(shop.openingHours.find((d) => d.weekday === 1)?.periods).toEqual([]);
      for (const day of shop.openingHours) {
        for (const p of day.periods) {
          expect(p.opens).toMatch(/^\d\d:\d\d$/);
          expect(p.closes > p.opens).toBe(true);
        }
      }
      for (const d of shop.closingDays) expect(d.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(shop.email).toMatch(/@example\.com$/);
    }
  });

  it('delivers Metz (57000 and 57050) from at least two shops', () => {
    const delivering = shops.filter((s) => s.delivers);
    expect(delivering.length).toBeGreaterThanOrEqual(2);
    for (const postCode of ['57000', '57050']) {
      const zones = delivering.flatMap((s) => s.deliveryZones).filter((z) => z.postCodes.includes(postCode));
      expect(zones.length, postCode).toBeGreaterThan(0);
      for (const z of zones) {
        expect(z.feeCents).toBeGreaterThan(0);
        expect(z.minimumOrderCents).toBeGreaterThan(0);
      }
    }
    for (const s of shops.filter((x) => !x.delivers)) expect(s.deliveryZones).toEqual([]);
  });
});
