import { describe, expect, it } from 'vitest';
import { lineInCents, lineTotalCents, priceOrder } from './pricing.js';

/** Test quantities in tenths (1.3 kg is 13), as most lines are; the rule reads hundredths. */
const meat = (unitPriceCents: number, quantityTenths: number) => ({
  unitPriceCents,
  quantityHundredths: quantityTenths * 10,
  vatRateBp: 550,
});

describe('order pricing', () => {
  it('rounds each line once: 1.3 kg at 24,90 € is 32,37 €', () => {
    expect(lineTotalCents(meat(2490, 13))).toBe(3237);
    expect(lineTotalCents(meat(1999, 15))).toBe(2999); // 29,985 → 29,99
  });

  it('prices a quantity to the 10 g: a 250 g steak at 38,90 € / kg is 9,73 €', () => {
    expect(lineTotalCents({ unitPriceCents: 3890, quantityHundredths: 25, vatRateBp: 550 })).toBe(973);
    expect(lineInCents({ unitPrice: 38.9, quantity: 0.25, vatRate: 5.5 }).quantityHundredths).toBe(25);
    expect(lineInCents({ unitPrice: 38.9, quantity: 1.15, vatRate: 5.5 }).quantityHundredths).toBe(115);
  });

  it('prices a particulier’s order TTC: VAT extracted per rate, the totals add up', () => {
    const priced = priceOrder([meat(2490, 13), meat(1999, 15), { ...meat(450, 20), vatRateBp: 2000 }], 'TTC', 0);
    expect(priced.linesTotalCents).toBe(3237 + 2999 + 900);
    expect(priced.totalTtcCents).toBe(priced.linesTotalCents);
    // 5,5 %: 62,36 € TTC → VAT round(6236 × 5,5 / 105,5) = 3,25 €; 20 %: 9,00 € TTC → 1,50 €.
    expect(priced.vatByRate).toEqual([
      { rateBp: 550, baseCents: 6236 - 325, vatCents: 325 },
      { rateBp: 2000, baseCents: 750, vatCents: 150 },
    ]);
    expect(priced.totalHtCents + priced.totalVatCents).toBe(priced.totalTtcCents);
  });

  it('prices a pro’s order HT: VAT added per rate on the HT sum', () => {
    const priced = priceOrder([meat(2100, 100), meat(1333, 3)], 'HT', 0);
    expect(priced.lineTotalsCents).toEqual([21000, 400]);
    expect(priced.totalHtCents).toBe(21400);
    expect(priced.totalVatCents).toBe(1177); // 214,00 × 5,5 % = 11,77
    expect(priced.totalTtcCents).toBe(22577);
  });

  it('adds the delivery fee with VAT at 20 %: TTC for a particulier, its HT part for a pro', () => {
    const particulier = priceOrder([meat(2000, 10)], 'TTC', 590);
    expect(particulier.deliveryFeeCents).toBe(590);
    expect(particulier.totalTtcCents).toBe(2590);
    expect(particulier.vatByRate.find((v) => v.rateBp === 2000)).toEqual({
      rateBp: 2000,
      baseCents: 492,
      vatCents: 98,
    });

    const pro = priceOrder([meat(2000, 10)], 'HT', 590);
    expect(pro.deliveryFeeCents).toBe(492);
    expect(pro.totalHtCents).toBe(2492);
    expect(pro.totalTtcCents).toBe(2492 + 110 + 98);
  });

  it('always adds up, whatever the amounts', () => {
    for (let seed = 1; seed < 500; seed++) {
      const lines = [0, 1, 2, 3].map((k) => ({
        unitPriceCents: 100 + ((seed * 7919 + k * 104729) % 9000),
        quantityHundredths: 1 + ((seed * 31 + k * 17) % 2000),
        vatRateBp: k % 3 === 0 ? 2000 : 550,
      }));
      for (const basis of ['TTC', 'HT'] as const) {
        const p = priceOrder(lines, basis, seed % 2 ? 590 : 0);
        expect(p.linesTotalCents).toBe(p.lineTotalsCents.reduce((a, b) => a + b, 0));
        expect(p.totalHtCents + p.totalVatCents).toBe(p.totalTtcCents);
        const sumOfRates = p.vatByRate.reduce(
          (a, v) => a + (basis === 'TTC' ? v.baseCents + v.vatCents : v.baseCents),
          0,
        );
        expect(sumOfRates).toBe(p.linesTotalCents + p.deliveryFeeCents);
      }
    }
  });
});

describe('re-pricing after weighing', () => {
  it('prices a weighed line on its grams and leaves an unavailable line out of every total', () => {
    expect(lineTotalCents({ ...meat(3290, 15), weighedGrams: 1620 })).toBe(5330); // 53,298 → 53,30
    expect(lineTotalCents({ ...meat(3290, 15), isUnavailable: true })).toBe(0);
    const priced = priceOrder(
      [
        { ...meat(3290, 15), weighedGrams: 1620 },
        { ...meat(1200, 10), isUnavailable: true, vatRateBp: 1000 },
      ],
      'TTC',
      0,
    );
    expect(priced.lineTotalsCents).toEqual([5330, 0]);
    expect(priced.vatByRate).toEqual([{ rateBp: 550, baseCents: 5330 - 278, vatCents: 278 }]);
    expect(priced.totalTtcCents).toBe(5330);
  });
});
