import type { AdminOrderDetail, Article, JournalResponse, Lot } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { GENISSE, PORK } from '../../test/lot-examples.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 39: lots (the animal, the batch), the lot an article is sold from, the lot each line was cut from.

let t: TestApp;
let admin: string;
let staff: string;
let chef: string;
let metzId: number;
let steak: Article;

const lotCount = async () => (await t.database.db.selectFrom('lot').select('id').execute()).length;
const create = (body: object, sid = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/lots', cookies: { sid }, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, chef] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
  metzId = (await aShop(t)).id;
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false, isOutOfStock: false });
});
afterAll(() => t.close());

describe(`recording a lot on ${TEST_ENGINE}`, () => {
  it('refuses a bovine without a national ID of « FR » and 10 digits with a French 400, and writes nothing', async () => {
    const before = await lotCount();
    for (const nationalId of ['FR57123456', 'DE5712345678', 'FR57123456789', null, 'FRABCDEFGHIJ']) {
      const res = await create({ ...GENISSE, nationalId });
      expect(res.statusCode, String(nationalId)).toBe(400);
      expect(res.json().errors.NationalId).toEqual([
        'Le numéro national d’un bovin\u00a0: «\u00a0FR\u00a0» suivi de 10 chiffres, par exemple FR5712345678.',
      ]);
    }
    const bad = await create({ ...GENISSE, slaughterhouseApproval: 'abattoir de Metz', species: 'cheval' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.SlaughterhouseApproval).toEqual([
      'L’agrément de l’abattoir\u00a0: au format «\u00a0FR 57.463.001 CE\u00a0».',
    ]);
    expect(bad.json().errors.Species).toEqual(['L’espèce\u00a0: bovin, veau, ovin, porc ou volaille.']);
    // A date that is no date, or a day that does not exist, and a country that is no code (the fuzzer's finds).
    for (const [slaughterDate, message] of [
      ['ꌒաꮷ', 'La date d’abattage\u00a0: une date est attendue (AAAA-MM-JJ).'],
      ['2026-02-30', 'La date d’abattage\u00a0: cette date n’existe pas.'],
    ]) {
      const res = await create({ ...GENISSE, slaughterDate, raisedIn: 'ß' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.SlaughterDate).toEqual([message]);
      expect(res.json().errors.RaisedIn).toEqual([
        'Le pays d’élevage\u00a0: un code pays de deux lettres (FR, IE, DE…).',
      ]);
    }
    // The law's check speaks with the fields' own messages, so the ticket's form shows them all at once.
    const both = await create({ ...GENISSE, nationalId: 'FR57', breeder: '', slaughterDate: '' });
    expect(Object.keys(both.json().errors).sort()).toEqual(['Breeder', 'NationalId', 'SlaughterDate']);
    expect(await lotCount()).toBe(before);
    expect((await create(GENISSE, staff)).statusCode).toBe(403);
    expect(await lotCount()).toBe(before);
  });

  it('answers 201 with its code and origin sentence, lists it, changes it and journals each change', async () => {
    const res = await create(GENISSE);
    expect(res.statusCode, res.body).toBe(201);
    const lot = res.json() as Lot;
    expect(lot.code).toMatch(/^L2026-\d{4}$/);
    expect(lot.nationalId).toBe('FR5712345678');
    expect(lot.origin).toBe('Né et élevé en France, abattu en France (FR 57.463.001 CE)');
    const pork = (await create(PORK)).json() as Lot;
    expect(pork.origin).toBe('Élevé et abattu en France');
    expect(pork.nationalId).toBeNull();

    const list = (await t.call('GET /api/admin/lots', { cookies: { sid: staff } })).answer;
    expect(list.items.map((l) => l.code)).toEqual(expect.arrayContaining([lot.code, pork.code]));

    const changed = await t.call('PATCH /api/admin/lots/{id}', {
      params: { id: lot.id },
      cookies: { sid: admin },
      body: { maturationDays: 21, bornIn: 'IE' },
    });
    expect(changed.answer.origin).toBe('Né en Irlande, élevé en France, abattu en France (FR 57.463.001 CE)');
    // The bovine's check holds on the lot as it becomes.
    const refused = await t.call('PATCH /api/admin/lots/{id}', {
      params: { id: lot.id },
      cookies: { sid: admin },
      body: { nationalId: '1234' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.problem.errors?.NationalId?.[0]).toMatch(/^Le numéro national d’un bovin/);
    await t.call('PATCH /api/admin/lots/{id}', {
      params: { id: lot.id },
      cookies: { sid: admin },
      body: { bornIn: 'FR' },
    });

    const journal = (
      await t.app.inject({ url: '/api/admin/journal?kind=lot', cookies: { sid: admin } })
    ).json() as JournalResponse;
    expect(journal.items.map((e) => e.summary)).toContain(`Lot ${lot.code} modifié.`);
    expect(journal.items.find((e) => e.summary === `Lot ${lot.code} modifié.`)?.after).toMatchObject({ bornIn: 'FR' });
  });
});

describe(`a line cut from a lot on ${TEST_ENGINE}`, () => {
  it('takes the article’s lot at weighing, keeps it after the article moves on, and carries lot and origin', async () => {
    const lot = (await create(GENISSE)).json() as Lot;
    const other = (await create({ ...GENISSE, nationalId: 'FR5700000001' })).json() as Lot;
    const put = await t.call('PUT /api/admin/articles/{id}/lot', {
      params: { id: steak.id },
      cookies: { sid: admin },
      body: { lotId: lot.id },
    });
    expect(put.answer.lot?.code).toBe(lot.code);
    // The back office's list names the articles sold from each lot now.
    const listed = (await t.call('GET /api/admin/lots', { cookies: { sid: staff } })).answer.items;
    expect(listed.find((l) => l.id === lot.id)?.articles).toEqual([{ id: steak.id, designation: steak.designation }]);
    expect(listed.find((l) => l.id === other.id)?.articles).toEqual([]);

    const order = await placeOrder(t, chef, metzId, [[steak, 2]]);
    const move = (status: 'Confirmed' | 'Ready') =>
      t.call('POST /api/admin/orders/{id}/status', {
        params: { id: order.id },
        cookies: { sid: staff },
        body: { status },
      });
    expect((await move('Confirmed')).statusCode).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}`, cookies: { sid: staff } })
    ).json() as AdminOrderDetail;
    const line = detail.lines[0];
    expect(line?.articleLotNumber).toBe(lot.code);
    expect(line?.lot).toBeNull();
    const weighed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/lines/${line?.id}`,
      cookies: { sid: staff },
      payload: { weighedQuantity: 2.05 },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);

    // The article is sold from another lot from now on: the weighed line keeps its own.
    await t.call('PUT /api/admin/articles/{id}/lot', {
      params: { id: steak.id },
      cookies: { sid: admin },
      body: { lotId: other.id },
    });
    expect((await move('Ready')).statusCode).toBe(200);
    const mine = await t.call('GET /api/orders/{id}', { params: { id: order.id }, cookies: { sid: chef } });
    expect(mine.answer.lines[0]?.lot).toEqual({
      code: lot.code,
      origin: 'Né et élevé en France, abattu en France (FR 57.463.001 CE)',
    });
    const journal = (
      await t.app.inject({ url: '/api/admin/journal?kind=article.lot', cookies: { sid: admin } })
    ).json() as JournalResponse;
    expect(journal.items[0]?.after).toEqual({ lot: other.code });
  });

  it('lets staff type another lot’s code at weighing, and gives an unweighed piece the article’s lot at « prête »', async () => {
    const lot = (await create(PORK)).json() as Lot;
    const piece = await anArticle(t, { saleUnit: 'piece', discountIsActive: false, isOutOfStock: false });
    await t.call('PUT /api/admin/articles/{id}/lot', {
      params: { id: piece.id },
      cookies: { sid: admin },
      body: { lotId: lot.id },
    });
    const genisse = (await create(GENISSE)).json() as Lot;
    const order = await placeOrder(t, chef, metzId, [
      [steak, 1],
      [piece, 2],
    ]);
    const move = (status: 'Confirmed' | 'Ready') =>
      t.call('POST /api/admin/orders/{id}/status', {
        params: { id: order.id },
        cookies: { sid: staff },
        body: { status },
      });
    await move('Confirmed');
    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}`, cookies: { sid: staff } })
    ).json() as AdminOrderDetail;
    const steakLine = detail.lines.find((l) => l.articleId === steak.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/lines/${steakLine?.id}`,
      cookies: { sid: staff },
      payload: { weighedQuantity: 1.02, lotNumber: genisse.code.toLowerCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await move('Ready')).statusCode).toBe(200);
    const lines = (await t.call('GET /api/orders/{id}', { params: { id: order.id }, cookies: { sid: chef } })).answer
      .lines;
    expect(lines.find((l) => l.articleId === steak.id)?.lot?.code).toBe(genisse.code);
    expect(lines.find((l) => l.articleId === piece.id)?.lot).toEqual({
      code: lot.code,
      origin: 'Élevé et abattu en France',
    });
  });

  it('closes a lot: its articles leave it, and it cannot be given to one again', async () => {
    const lot = (await create(PORK)).json() as Lot;
    await t.call('PUT /api/admin/articles/{id}/lot', {
      params: { id: steak.id },
      cookies: { sid: admin },
      body: { lotId: lot.id },
    });
    const closed = await t.call('POST /api/admin/lots/{id}/close', { params: { id: lot.id }, cookies: { sid: admin } });
    expect(closed.answer.closedAt).not.toBeNull();
    const row = await t.database.db
      .selectFrom('article')
      .select('lot_id')
      .where('id', '=', steak.id)
      .executeTakeFirst();
    expect(row?.lot_id).toBeNull();
    const again = await t.call('PUT /api/admin/articles/{id}/lot', {
      params: { id: steak.id },
      cookies: { sid: admin },
      body: { lotId: lot.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.problem.detail).toBe(`Le lot ${lot.code} est clos\u00a0: choisissez un lot ouvert.`);
    // The list puts the open lots first on both engines (their NULL closedAt sorts apart on each).
    const listed = (await t.call('GET /api/admin/lots', { cookies: { sid: admin } })).answer.items;
    const firstClosed = listed.findIndex((l) => l.closedAt !== null);
    expect(listed.slice(firstClosed).every((l) => l.closedAt !== null)).toBe(true);
    expect(listed[firstClosed]?.id).toBe(lot.id);
  });
});

describe(`a lot's public page on ${TEST_ENGINE}`, () => {
  it('answers anyone with the mandatory mentions and the story, and 404 for an unknown code', async () => {
    const lot = (await create(GENISSE)).json() as Lot;
    const res = await t.call('GET /api/lots/{code}', { params: { code: lot.code } });
    expect(res.answer.mentions.map((m) => `${m.label}\u00a0: ${m.value}`)).toEqual([
      'Né en\u00a0: France',
      'Élevé en\u00a0: France',
      'Abattu en\u00a0: France (FR 57.463.001 CE)',
      'Découpé en\u00a0: France (FR 57.463.002 CE)',
      `Lot\u00a0: ${lot.code}`,
      'Numéro national\u00a0: FR5712345678',
    ]);
    expect(res.answer.story).toBe(
      'Une génisse Charolaise, élevée par GAEC du Haut-Chemin à Morhange (57), abattue le 2 novembre 2026, puis maturée 14\u00a0jours.',
    );
    expect((await t.call('GET /api/lots/{code}', { params: { code: 'L1999-9999' } })).statusCode).toBe(404);
  });
});
