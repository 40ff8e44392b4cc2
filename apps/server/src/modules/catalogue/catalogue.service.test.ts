import { describe, expect, it } from 'vitest';
import { lowestPricesOfLast30Days } from './catalogue.service.js';

const now = new Date('2026-11-20T09:00:00.000Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const row = (price: number, validFrom: string) => ({
  price_cents: price,
  purchase_price_cents: price - 100,
  valid_from: validFrom,
});

describe('lowestPricesOfLast30Days (EU Omnibus reference price)', () => {
  it('is the current price when it never changed', () => {
    const current = { price_cents: 2000, purchase_price_cents: 1900 };
    expect(lowestPricesOfLast30Days([row(2000, daysAgo(90))], current, now)).toEqual({
      price: 2000,
      purchasePrice: 1900,
    });
  });

  it('counts a lower price still in force during the last 30 days', () => {
    const history = [row(1800, daysAgo(60)), row(2000, daysAgo(20))];
    expect(lowestPricesOfLast30Days(history, { price_cents: 2000, purchase_price_cents: 1900 }, now).price).toBe(1800);
  });

  it('forgets a price replaced more than 30 days ago', () => {
    const history = [row(1500, daysAgo(90)), row(2000, daysAgo(31))];
    expect(lowestPricesOfLast30Days(history, { price_cents: 2000, purchase_price_cents: 1900 }, now).price).toBe(2000);
  });

  it('ignores a price that starts in the future', () => {
    const history = [row(2000, daysAgo(60)), row(1000, new Date(now.getTime() + 86_400_000).toISOString())];
    expect(lowestPricesOfLast30Days(history, { price_cents: 2000, purchase_price_cents: 1900 }, now).price).toBe(2000);
  });
});
