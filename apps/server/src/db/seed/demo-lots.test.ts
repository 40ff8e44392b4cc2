import type { Article, PublicLot } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The demo lots (issue 39), seeded as `npm start` seeds them, on 20 November 2026.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ lots: true });
});
afterAll(() => t.close());

const lotOf = async (slug: string) => {
  const row = await t.database.db
    .selectFrom('article')
    .leftJoin('lot', 'lot.id', 'article.lot_id')
    .select(['article.id', 'lot.id as lotId', 'lot.code', 'lot.species'])
    .where('article.slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row;
};

describe(`the demo lots on ${TEST_ENGINE}`, () => {
  it('puts the génisse on the beef, the pork batch on the pork, the poultry batch on the chicken, veal on none', async () => {
    expect(await lotOf('cote-de-boeuf')).toMatchObject({ species: 'bovin' });
    expect(await lotOf('filet-mignon-de-porc')).toMatchObject({ species: 'porc' });
    expect(await lotOf('poulet-fermier-entier')).toMatchObject({ species: 'volaille' });
    expect(await lotOf('escalope-de-veau')).toMatchObject({ code: null });
    const history = await t.database.db.selectFrom('article_lot').select('id').execute();
    const onLots = await t.database.db.selectFrom('article').select('id').where('lot_id', 'is not', null).execute();
    expect(history).toHaveLength(onLots.length);
    // 26 articles on the three lots, and the demo calf's boxes on its own (demo-boxes.ts).
    expect(onLots.length).toBe(27);
  });

  it('answers the génisse’s public page with the mentions and a story slaughtered 16 days before seeding', async () => {
    const { code } = await lotOf('entrecote');
    const res = await t.app.inject(`/api/lots/${code}`);
    expect(res.statusCode).toBe(200);
    const lot = res.json() as PublicLot;
    expect(lot.origin).toBe('Né et élevé en France, abattu en France (FR 57.463.001 CE)');
    expect(lot.mentions.map((m) => m.label)).toEqual([
      'Né en',
      'Élevé en',
      'Abattu en',
      'Découpé en',
      'Lot',
      'Numéro national',
    ]);
    expect(lot.story).toBe(
      'Une génisse Charolaise, élevée par GAEC du Haut-Chemin à Morhange (57), abattue le 4 novembre 2026, puis maturée 14\u00a0jours.',
    );
    const pork = (await t.app.inject(`/api/lots/${(await lotOf('saute-de-porc')).code}`)).json() as PublicLot;
    expect(pork.origin).toBe('Élevé et abattu en France');
  });

  it('gives the product page the current lot and its origin, and nothing once the lot is closed', async () => {
    const ribs = await lotOf('cote-de-boeuf');
    const article = async (id: number) => (await t.app.inject(`/api/articles/${id}`)).json() as Article;
    expect((await article(ribs.id)).lot).toEqual({
      code: ribs.code,
      origin: 'Né et élevé en France, abattu en France (FR 57.463.001 CE)',
    });
    expect((await article((await lotOf('escalope-de-veau')).id)).lot).toBeNull();
    await t.database.db
      .updateTable('lot')
      .set({ closed_at: '2026-11-20T10:00:00.000Z' })
      .where('id', '=', Number(ribs.lotId))
      .execute();
    expect((await article(ribs.id)).lot).toBeNull();
  });
});
