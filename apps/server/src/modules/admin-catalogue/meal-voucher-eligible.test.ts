import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 41 (ADR 073): titres-restaurant pay the articles marked eligible: raw meat by default, not the traiteur's
// dishes; the owner changes it on the article.

let t: TestApp;
let admin: string;

const subCategoryOf = async (categorySlug: string) =>
  (
    await t.database.db
      .selectFrom('sub_category as s')
      .innerJoin('category as c', 'c.id', 's.category_id')
      .select('s.id')
      .where('c.slug', '=', categorySlug)
      .executeTakeFirstOrThrow()
  ).id;

async function create(categorySlug: string) {
  const res = await t.call('POST /api/admin/articles', {
    body: {
      designation: `Article ${categorySlug}`,
      description: '',
      saleUnit: 'kg',
      pricePerUnit: 20,
      purchasePricePerUnit: 15,
      vatRate: 5.5,
      origin: null,
      allergens: [],
      subCategoryId: await subCategoryOf(categorySlug),
    },
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
});
afterAll(() => t.close());

describe(`articles payable in titres-restaurant on ${TEST_ENGINE}`, () => {
  it('marks raw meat eligible by default and the traiteur’s dishes not', async () => {
    expect((await create('boeuf')).mealVoucherEligible).toBe(true);
    expect((await create('traiteur')).mealVoucherEligible).toBe(false);
    const seeded = await t.database.db
      .selectFrom('article as a')
      .innerJoin('sub_category as s', 's.id', 'a.sub_category_id')
      .innerJoin('category as c', 'c.id', 's.category_id')
      .select(['c.slug', 'a.meal_voucher_eligible'])
      .where('c.slug', 'in', ['boeuf', 'traiteur'])
      .execute();
    expect(seeded.filter((r) => r.slug === 'boeuf').every((r) => r.meal_voucher_eligible === 1)).toBe(true);
    expect(seeded.filter((r) => r.slug === 'traiteur').every((r) => r.meal_voucher_eligible === 0)).toBe(true);
  });

  it('lets the owner change it, and refuses what is not a yes or a no in French', async () => {
    const quiche = await create('traiteur');
    const on = await t.call('PATCH /api/admin/articles/{id}', {
      params: { id: quiche.id },
      body: { mealVoucherEligible: true },
      cookies: { sid: admin },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.answer.mealVoucherEligible).toBe(true);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${quiche.id}`,
      payload: { mealVoucherEligible: 'oui' },
      cookies: { sid: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(bad.body).toContain('titres-restaurant');
  });
});
