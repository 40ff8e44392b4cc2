import type { OrderSlotsResponse, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let shops: ShopsResponse['shops'];
beforeAll(async () => {
  t = await createTestApp();
  shops = ((await t.app.inject('/api/shops')).json() as ShopsResponse).shops;
});
afterAll(() => t.close());

const slots = (query: string) => t.app.inject(`/api/orders/slots?${query}`);

describe(`GET /api/orders/slots on ${TEST_ENGINE}`, () => {
  it('answers the next 14 selectable pickup dates of a shop (TEST_NOW is Friday 20 November, 10:00 Paris)', async () => {
    const metz = shops.find((s) => s.department === 'METZ-CENTRE');
    const res = await slots(`mode=Pickup&shopId=${metz?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OrderSlotsResponse;
    expect(body).toMatchObject({ mode: 'Pickup', shopId: metz?.id, deliveryFee: null, minimumOrder: null });
    expect(body.slots).toHaveLength(14);
    // Saturday 21 is open and before the cut-off; Monday 23 is closed.
    expect(body.slots[0]?.date).toBe('2026-11-21');
    expect(body.slots.map((s) => s.date)).not.toContain('2026-11-23');
    expect(body.slots.every((s) => s.weekday !== 1 && s.periods.length > 0)).toBe(true);
  });

  it('answers delivery dates with the zone’s fee and minimum for a served post code', async () => {
    const body = (await slots('MODE=Delivery&POSTCODE=57000')).json() as OrderSlotsResponse;
    expect(body.mode).toBe('Delivery');
    expect(body.deliveryFee).toBeGreaterThan(0);
    expect(body.minimumOrder).toBeGreaterThan(0);
    expect(body.slots.length).toBe(14);
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
