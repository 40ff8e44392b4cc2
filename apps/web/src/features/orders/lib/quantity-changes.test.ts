import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/fake-orders-api';
import {
  changeErrorsFrom,
  changeRequest,
  draftFrom,
  draftState,
  type TodayArticle,
  totalsAfter,
} from './quantity-changes';

// The order of the fakes: 1,5 kg of Entrecôte at 30 € and 2 Quiches at 12,50 €, TTC, 5,5 %.
const order = makeOrder();
const today = new Map<number, TodayArticle>([
  [2, { unitPrice: 32, orderable: true, step: 0.1 }],
  [3, { unitPrice: 13, orderable: true, step: 1 }],
]);

describe('quantity changes', () => {
  it('prices a changed line at today’s price and keeps an unchanged line’s own, to the cent', () => {
    const totals = totalsAfter(order, { 2: 1.25, 3: 2 }, today);
    // 1,25 × 32 = 40,00 (changed: today's price) + 2 × 12,50 = 25,00 (unchanged: its own).
    expect(totals.linesTotal).toBe(65);
    expect(totals.totalTTC).toBe(65);
    // VAT extracted from 65,00 TTC at 5,5 %: 65 × 5,5 / 105,5 = 3,388… → 3,39.
    expect(totals.vatByRate).toEqual([{ rate: 5.5, base: 61.61, amount: 3.39 }]);
    expect(totalsAfter(order, draftFrom(order), today).totalTTC).toBe(70);
  });

  it('leaves a removed line out of the totals and of the request', () => {
    const draft = { 2: 0, 3: 3 };
    expect(totalsAfter(order, draft, today).totalTTC).toBe(39);
    expect(changeRequest(order, draft)).toEqual({ lines: [{ articleId: 3, quantity: 3 }] });
    expect(draftState(order, draft)).toBe('changed');
    expect(draftState(order, draftFrom(order))).toBe('unchanged');
    expect(draftState(order, { 2: 0, 3: 0 })).toBe('empty');
  });

  it('keeps the ordered price while today’s is unknown, and prices a weighed line on its weight', () => {
    const weighed = makeOrder({
      lines: order.lines.map((l) => (l.articleId === 2 ? { ...l, weighedQuantity: 1.62 } : l)),
    });
    // 1,62 kg × 30 = 48,60 + 3 × 12,50 (today unknown: its own price) = 37,50.
    expect(totalsAfter(weighed, { 2: 1.5, 3: 3 }, new Map()).totalTTC).toBe(86.1);
  });

  it('places the server’s refusals under the line sent, anything else at the top', () => {
    const request = { lines: [{ articleId: 3, quantity: 3 }] };
    expect(changeErrorsFrom(request, { 'Lines[0].Quantity': ['Plus en vente.'] }, 'x')).toEqual({
      top: '',
      lines: { 3: 'Plus en vente.' },
    });
    expect(changeErrorsFrom(request, { Lines: ['Minimum.'] }, 'x')).toEqual({ top: 'Minimum.', lines: {} });
    expect(changeErrorsFrom(request, undefined, 'Conflit.')).toEqual({ top: 'Conflit.', lines: {} });
  });
});
