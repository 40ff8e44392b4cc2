import { describe, expect, it } from 'vitest';
import { guestsFor, portionQuantity } from './portions';

const steak = { saleUnit: 'kg' as const, gramsPerPerson: 250, averageWeightGrams: null, quantityStep: 0.05 };
const roast = { saleUnit: 'kg' as const, gramsPerPerson: 200, averageWeightGrams: null, quantityStep: 0.1 };
const merguez = { saleUnit: 'kg' as const, gramsPerPerson: 200, averageWeightGrams: null, quantityStep: 0.5 };
const chicken = { saleUnit: 'piece' as const, gramsPerPerson: 350, averageWeightGrams: 1800, quantityStep: 1 };

describe('portions', () => {
  it('turns guests into a weight rounded up to the article’s step', () => {
    expect(portionQuantity(steak, 1)).toBe(0.25);
    expect(portionQuantity(steak, 4)).toBe(1);
    expect(portionQuantity(roast, 6)).toBe(1.2);
    expect(portionQuantity(roast, 7)).toBe(1.4);
    expect(portionQuantity(merguez, 3)).toBe(1); // 600 g → two packs of 500 g
  });

  it('turns guests into enough pieces', () => {
    expect(portionQuantity(chicken, 4)).toBe(1);
    expect(portionQuantity(chicken, 6)).toBe(2);
    expect(portionQuantity({ ...chicken, averageWeightGrams: null }, 3)).toBe(3);
  });

  it('gives nothing without grams per guest, and starts from the guests a quantity feeds', () => {
    expect(portionQuantity({ ...steak, gramsPerPerson: null }, 4)).toBeNull();
    expect(guestsFor(steak, 0.25)).toBe(1);
    expect(guestsFor(roast, 1.2)).toBe(6);
    expect(guestsFor(chicken, 1)).toBe(5);
    expect(guestsFor(steak, 0.1)).toBe(1);
  });
});
