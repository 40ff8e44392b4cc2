import type { OrderSlotsResponse, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let shops: ShopsResponse['shops'];
beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
});
afterAll(() => t.close());

const slots = (query: string) => t.app.inject(`/api/orders/slots?${query}`);

describe(`GET /api/orders/slots on ${TEST_ENGINE}`, () => {
  it('answers every pickup date up to the shop’s horizon (TEST_NOW is Friday 20 November, 10:00 Paris)', async () => {
    const metz = shops.find((s) => s.department === 'METZ-CENTRE');
    const res = await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: metz?.id } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.answer;
    expect(body).toMatchObject({ mode: 'Pickup', shopId: metz?.id, deliveryFee: null, minimumOrder: null });
    // Saturday 21 is open and before the cut-off; Monday 23 is closed.
    expect(body.slots[0]?.date).toBe('2026-11-21');
    expect(body.slots.map((s) => s.date)).not.toContain('2026-11-23');
    expect(body.slots.every((s) => s.weekday !== 1 && s.periods.length > 0)).toBe(true);
    // 60 days on: Tuesday 19 January 2027 is the last day offered, and 19–23 December are all there.
    expect(body.slots.at(-1)?.date).toBe('2027-01-19');
    const dates = body.slots.map((s) => s.date);
    for (const day of ['2026-12-19', '2026-12-20', '2026-12-22', '2026-12-23']) expect(dates).toContain(day);
    expect(body.slots.length).toBeGreaterThan(40);
    // Every day says when its orders close: 18:00 Paris the day before (Friday 20 November, 17:00 UTC, for the 21st).
    expect(body.slots[0]?.cutOffAt).toBe('2026-11-20T17:00:00.000Z');
    expect(body.slots.every((s) => !Number.isNaN(Date.parse(s.cutOffAt)))).toBe(true);
    // The closing days within the horizon are named, not dropped; Easter's is beyond it.
    expect(body.closures).toEqual([
      { date: '2026-12-25', reason: 'Noël' },
      { date: '2026-12-26', reason: 'Saint-Étienne' },
      { date: '2027-01-01', reason: 'Jour de l’an' },
    ]);
    expect(body.tomorrow).toEqual({ date: '2026-11-21', cutOffAt: '2026-11-20T17:00:00.000Z', refusal: null });
  });

  it('says tomorrow is missing because its cut-off has passed', async () => {
    const metz = shops.find((s) => s.department === 'METZ-CENTRE');
    t.setNow(new Date('2026-11-20T17:30:00Z'));
    try {
      const body = (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: metz?.id } })).answer;
      expect(body.slots.map((s) => s.date)).not.toContain('2026-11-21');
      expect(body.tomorrow).toMatchObject({ date: '2026-11-21', refusal: 'past-cut-off' });
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('answers delivery dates with the zone’s fee and minimum for a served post code', async () => {
    // Query names in upper case, as a link may write them: the query is read case-insensitively.
    const body = (await slots('MODE=Delivery&POSTCODE=57000')).json() as OrderSlotsResponse;
    expect(body.mode).toBe('Delivery');
    expect(body.deliveryFee).toBeGreaterThan(0);
    expect(body.minimumOrder).toBeGreaterThan(0);
    expect(body.slots.length).toBeGreaterThan(40);
  });

  it.each([
    ['mode=Pickup', 'ShopId', /boutique/],
    ['mode=Pickup&shopId=999', 'ShopId', /n’existe pas/],
    ['mode=Delivery', 'PostCode', /code postal/],
    ['mode=Delivery&postCode=75001', 'PostCode', /ne livrons pas/],
    ['mode=Drive&shopId=1', 'Mode', /Pickup ou Delivery/],
    ['shopId=1', 'Mode', /.+/],
    ['mode=Pickup&shopId=abc', 'ShopId', /boutique/],
  ])('answers 400 for %s', async (query, field, message) => {
    const res = await slots(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field][0]).toMatch(message);
  });
});
