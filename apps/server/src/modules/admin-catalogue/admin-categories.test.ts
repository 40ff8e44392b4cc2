import type { AdminCategory } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, sid = admin) =>
  t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
const tree = async () => (await t.call('GET /api/admin/categories', { cookies: { sid: admin } })).answer.categories;
const publicTree = async () => (await t.call('GET /api/article-categories')).answer.categories;
const lastJournal = async (kind: string) =>
  (await t.call('GET /api/admin/journal', { query: { kind }, cookies: { sid: admin } })).answer.items[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
});
afterAll(async () => t.close());

describe('categories and sub-categories', () => {
  it('creates a category and a sub-category, last in order, journaled', async () => {
    const created = await t.call('POST /api/admin/categories', {
      body: { name: 'Épicerie fine', description: 'Conserves' },
      cookies: { sid: admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.answer.categories.at(-1) as AdminCategory;
    expect(category).toMatchObject({ name: 'Épicerie fine', isHidden: false, subCategories: [] });
    expect(await lastJournal('category.create')).toMatchObject({
      summary: 'Catégorie créée\u00a0: «\u00a0Épicerie fine\u00a0».',
    });
    const sub = await call('POST', `/api/admin/categories/${category.id}/sub-categories`, { name: 'Terrines' });
    expect(sub.statusCode).toBe(201);
    expect((await tree()).at(-1)?.subCategories.map((s) => s.name)).toEqual(['Terrines']);
    expect((await publicTree()).at(-1)?.name).toBe('Épicerie fine');
    const bad = await call('POST', '/api/admin/categories', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Name).toEqual(['Le nom\u00a0: 2 caractères au moins.']);
  });

  it('renames a category: customers see the new name and search finds its articles by it', async () => {
    const [first] = await tree();
    const res = await call('PATCH', `/api/admin/categories/${first?.id}`, { name: 'Bœuf de Lorraine' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicTree())[0]?.name).toBe('Bœuf de Lorraine');
    const found = (await t.call('GET /api/articles', { query: { Search: 'lorraine', PageSize: 100 } })).answer;
    expect(found.totalCount).toBeGreaterThan(0);
    expect(await lastJournal('category.update')).toMatchObject({
      before: { name: first?.name },
      after: { name: 'Bœuf de Lorraine' },
    });
  });

  it('reorders with arrows; an end says so with 409', async () => {
    const before = await tree();
    const [a, b] = before;
    const moved = await t.call('POST /api/admin/categories/{id}/move', {
      params: { id: Number(b?.id) },
      body: { direction: 'up' },
      cookies: { sid: admin },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.answer.categories.slice(0, 2).map((c) => c.id)).toEqual([b?.id, a?.id]);
    expect((await publicTree()).slice(0, 2).map((c) => c.id)).toEqual([b?.id, a?.id]);
    const top = await call('POST', `/api/admin/categories/${b?.id}/move`, { direction: 'up' });
    expect(top.statusCode).toBe(409);
    expect(top.json().detail).toBe('Elle est déjà en première place.');
    const subs = a?.subCategories ?? [];
    const down = await t.call('POST /api/admin/sub-categories/{id}/move', {
      params: { id: Number(subs[0]?.id) },
      body: { direction: 'down' },
      cookies: { sid: admin },
    });
    const after = down.answer.categories.find((c) => c.id === a?.id);
    expect(after?.subCategories.slice(0, 2).map((s) => s.id)).toEqual([subs[1]?.id, subs[0]?.id]);
    expect(await lastJournal('sub-category.move')).toMatchObject({ entityId: String(subs[0]?.id) });
    expect(
      (await call('POST', `/api/admin/sub-categories/${subs[0]?.id}/move`, { direction: 'left' })).statusCode,
    ).toBe(400);
  });

  it('hides a sub-category and a category: their articles leave the shop, then come back', async () => {
    const category = (await tree())[2] as AdminCategory;
    const sub = category.subCategories[0];
    const count = async () =>
      (await t.call('GET /api/articles', { query: { SubCategoryIds: String(sub?.id) } })).answer.totalCount;
    const shown = await count();
    expect(shown).toBeGreaterThan(0);
    await call('PATCH', `/api/admin/sub-categories/${sub?.id}`, { isHidden: true });
    expect(await count()).toBe(0);
    expect((await publicTree()).find((c) => c.id === category.id)?.subCategories.map((s) => s.id)).not.toContain(
      sub?.id,
    );
    expect(await lastJournal('sub-category.update')).toMatchObject({ after: { isHidden: true } });
    await call('PATCH', `/api/admin/sub-categories/${sub?.id}`, { isHidden: false });
    expect(await count()).toBe(shown);
    await call('PATCH', `/api/admin/categories/${category.id}`, { isHidden: true });
    expect(await count()).toBe(0);
    expect((await publicTree()).map((c) => c.id)).not.toContain(category.id);
    expect((await tree()).find((c) => c.id === category.id)?.isHidden).toBe(true);
    await call('PATCH', `/api/admin/categories/${category.id}`, { isHidden: false });
    expect(await count()).toBe(shown);
  });

  it('refuses to delete a sub-category that holds articles (409 saying what to do); an empty one goes', async () => {
    const category = (await tree())[0] as AdminCategory;
    const full = category.subCategories.find((s) => s.articleCount > 0);
    const res = await call('DELETE', `/api/admin/sub-categories/${full?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^La sous-catégorie «\u00a0.+\u00a0» contient encore \d+ articles? \(retirés compris\)\u00a0: déplacez-les vers une autre sous-catégorie, ou masquez-la plutôt que de la supprimer\.$/,
    );
    expect((await call('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(409);
    const created = await t.call('POST /api/admin/categories/{id}/sub-categories', {
      params: { id: category.id },
      body: { name: 'Vide' },
      cookies: { sid: admin },
    });
    const empty = created.answer.categories
      .find((c) => c.id === category.id)
      ?.subCategories.find((s) => s.name === 'Vide');
    const deleted = await call('DELETE', `/api/admin/sub-categories/${empty?.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastJournal('sub-category.delete')).toMatchObject({ before: { name: 'Vide' } });
    expect((await call('DELETE', `/api/admin/sub-categories/${empty?.id}`)).statusCode).toBe(404);
  });
});
