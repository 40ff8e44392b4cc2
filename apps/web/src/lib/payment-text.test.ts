import type { OrderPayment } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { holdText, paymentBadge, paymentSentence } from './payment-text';

const online = (overrides: Partial<OrderPayment>): OrderPayment => ({
  method: 'online',
  status: 'authorized',
  heldAmount: 61,
  capturedAmount: 0,
  refundedAmount: 0,
  checkoutUrl: null,
  dueAmount: 0,
  counterPayments: [],
  ...overrides,
});

describe('payment words', () => {
  it('states the hold: the estimate plus the tolerance on weighed lines, rounded up to the euro', () => {
    // 54,63 € of which 49,63 € weighed, 10 %: 59,59 € → 60,00 €.
    expect(holdText(5463, 4963, 10)).toBe(
      'Montant maximum bloqué sur votre carte\u00a0: 60,00\u00a0€. Vous ne paierez que le poids réel\u00a0; au-delà, la boutique vous demande votre accord.',
    );
  });

  it('says the payment’s state with its amounts', () => {
    expect(paymentSentence(online({}), 58.35)).toContain('Montant bloqué sur votre carte\u00a0: 61,00\u00a0€');
    expect(paymentSentence(online({ status: 'captured', capturedAmount: 58.35 }), 58.35)).toContain(
      'Payée par carte\u00a0: 58,35\u00a0€',
    );
    expect(
      paymentSentence(online({ status: 'partially_captured', capturedAmount: 61, dueAmount: 3.5 }), 64.5),
    ).toContain('Reste à régler au retrait\u00a0: 3,50\u00a0€');
    // The rest taken at the till: settled (issue 45).
    const entry = { id: 1, method: 'cash' as const, amount: 3.5, at: '2026-11-20T10:00:00Z', reversesId: null };
    expect(
      paymentSentence(
        online({ status: 'partially_captured', capturedAmount: 61, dueAmount: 0, counterPayments: [entry] }),
        64.5,
      ),
    ).toBe('Payée\u00a0: 64,50\u00a0€.');
  });

  it('gives the board a badge for card payments only', () => {
    expect(paymentBadge(online({ heldAmount: 67 }), 60)).toBe('Carte bloquée 67,00\u00a0€');
    expect(paymentBadge(online({ status: 'captured', capturedAmount: 58.35 }), 58.35)).toBe('Payée 58,35\u00a0€');
    expect(paymentBadge(online({ status: 'partially_captured', capturedAmount: 36, dueAmount: 15.04 }), 51.04)).toBe(
      'Payée 36,00\u00a0€, reste 15,04\u00a0€',
    );
    // The rest taken at the till: the whole order paid, no « reste 0,00 € ».
    expect(paymentBadge(online({ status: 'partially_captured', capturedAmount: 36, dueAmount: 0 }), 51.04)).toBe(
      'Payée 51,04\u00a0€',
    );
    expect(paymentBadge(online({ status: 'at_counter' }), 60)).toBe('À payer au retrait');
    expect(paymentBadge({ ...online({}), method: 'counter', status: 'at_counter' }, 60)).toBeNull();
  });
});
