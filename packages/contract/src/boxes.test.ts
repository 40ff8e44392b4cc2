import { describe, expect, it } from 'vitest';
import { type BoxOrderSettlement, boxPaymentSentence, boxSettlement, boxSettlementSentence } from './boxes.js';

// A box's settlement and its words (ADR 074): 5 kg at 18,90 €/kg, a 30 % deposit.
const BOX = { nominalWeightGrams: 5000, pricePerKgCents: 1890, depositPercent: 30 };
const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('boxSettlement', () => {
  it('adds up to the weighed price, heavier or lighter', () => {
    expect(boxSettlement(BOX, 5380)).toEqual({
      weighedCents: 10168,
      depositCents: 2835,
      balanceCents: 7333,
      refundCents: 0,
    });
    const light = boxSettlement(BOX, 1200);
    expect(light).toEqual({ weighedCents: 2268, depositCents: 2835, balanceCents: 0, refundCents: 567 });
    expect(light.depositCents + light.balanceCents - light.refundCents).toBe(light.weighedCents);
  });

  it('owes one deposit a box when boxes are weighed together', () => {
    expect(boxSettlement(BOX, 10_000, 2)).toMatchObject({ depositCents: 5670, balanceCents: 13_230 });
  });
});

describe('the words of a box order', () => {
  const heavy: BoxOrderSettlement = {
    depositAmount: 28.35,
    weighedAmount: 101.68,
    balanceAmount: 73.33,
    refundAmount: 0,
    weighed: true,
    balanceState: 'captured',
  };
  it('says deposit + balance = weighed price', () => {
    expect(nb(boxSettlementSentence(heavy))).toBe('Acompte 28,35 € + solde 73,33 € = 101,68 €');
    expect(nb(boxPaymentSentence(heavy, 0))).toBe('Payée par carte : Acompte 28,35 € + solde 73,33 € = 101,68 €.');
  });
  it('says the deposit was debited at the order, before weighing', () => {
    expect(nb(boxPaymentSentence({ ...heavy, balanceState: 'awaiting_weighing' }, 66.15))).toMatch(
      /^Acompte de 28,35 € débité à la commande\./,
    );
  });
  it('says a refused balance is due at the shop', () => {
    expect(nb(boxPaymentSentence({ ...heavy, balanceState: 'due_at_shop' }, 73.33))).toBe(
      'Acompte de 28,35 € débité à la commande. Votre carte a refusé le solde : 73,33 € à régler au retrait.',
    );
  });
  it('says what goes back for a lighter box', () => {
    const light = {
      ...heavy,
      weighedAmount: 22.68,
      balanceAmount: 0,
      refundAmount: 5.67,
      balanceState: 'refund' as const,
    };
    expect(nb(boxSettlementSentence(light))).toBe('Acompte 28,35 € − remboursé 5,67 € = 22,68 €');
  });
});
