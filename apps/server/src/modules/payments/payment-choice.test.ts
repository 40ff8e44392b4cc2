import { describe, expect, it } from 'vitest';
import { choosePaymentMethod, methodsOffered, planPayment } from './payment-choice.js';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const order = (date: string, cutOff = '2026-12-01T17:00:00.000Z') => ({
  totalCents: 5463,
  weighedLinesCents: 4963,
  tolerancePercent: 10,
  date,
  cutOff: new Date(cutOff),
});

describe('payment choice', () => {
  it('offers what the owner chose; a pro with terms pays on account whatever the rule', () => {
    expect(methodsOffered('counter', true, { onAccount: false })).toEqual(['counter']);
    expect(methodsOffered('online_or_counter', true, { onAccount: false })).toEqual(['counter', 'online']);
    expect(methodsOffered('online', true, { onAccount: false })).toEqual(['online']);
    expect(methodsOffered('online', true, { onAccount: true })).toEqual(['on_account']);
    expect(methodsOffered('online', false, { onAccount: false })).toEqual(['counter']);
  });

  it('takes the default, or refuses in French what is not offered', () => {
    expect(choosePaymentMethod(undefined, ['counter', 'online'])).toBe('counter');
    expect(choosePaymentMethod(undefined, ['online'])).toBe('online');
    expect(choosePaymentMethod('online', ['counter', 'online'])).toBe('online');
    expect(() => choosePaymentMethod('online', ['counter'])).toThrow(/n’est pas proposé/);
    expect(() => choosePaymentMethod('counter', ['online'])).toThrow(/demande le paiement en ligne/);
    expect(() => choosePaymentMethod('on_account', ['counter'])).toThrow(/réservé aux professionnels/);
    expect(() => choosePaymentMethod('online', ['on_account'])).toThrow(/règle sur facture/);
  });

  it('holds the estimate plus the tolerance on weighed lines, rounded up to the euro, for 15 minutes', () => {
    // 54,63 € of which 49,63 € weighed: 54,63 + 4,96 = 59,59 €, held 60,00 €.
    expect(planPayment(order('2026-12-04'), NOW)).toEqual({
      heldCents: 6000,
      awaitingUntil: '2026-12-01T09:15:00.000Z',
      authorizeAt: null,
    });
  });

  it('saves the card for a far day and holds it at the cut-off or two days before, whichever comes first', () => {
    // Christmas Eve, cut-off on 20 December at 18:00: held at the cut-off.
    const christmas = planPayment(order('2026-12-24', '2026-12-20T17:00:00.000Z'), NOW);
    expect(christmas.authorizeAt).toBe('2026-12-20T17:00:00.000Z');
    // A cut-off the day before: held two days before the day (midnight in Paris).
    expect(planPayment(order('2026-12-24', '2026-12-23T17:00:00.000Z'), NOW).authorizeAt).toBe(
      '2026-12-21T23:00:00.000Z',
    );
    // Six days ahead or less: held now.
    expect(planPayment(order('2026-12-07'), NOW).authorizeAt).toBeNull();
  });
});
