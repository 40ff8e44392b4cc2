/** What a payment pays at one VAT rate. */
export type VatShare = { rateBp: number; ttcCents: number; htCents: number; vatCents: number };

/**
 * Splits an amount over an order's VAT rates in proportion to what each rate weighs in its total (largest
 * remainder, so the shares add up to the amount to the cent); a reversal's negative amount splits as its
 * payment did, negated. An order without a VAT breakdown is counted at one rate, 0.
 */
export function vatShares(amountCents: number, rates: { rate_bp: number; base_cents: number; vat_cents: number }[]) {
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const weights = rates.map((r) => ({ rateBp: Number(r.rate_bp), ttc: Number(r.base_cents) + Number(r.vat_cents) }));
  const total = weights.reduce((sum, w) => sum + w.ttc, 0);
  if (total <= 0) return [share(0, amountCents)];
  const exact = weights.map((w) => (amount * w.ttc) / total);
  const floors = exact.map(Math.floor);
  let left = amount - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return weights.map((w, i) => share(w.rateBp, sign * (floors[i] ?? 0))).filter((s) => s.ttcCents !== 0);
}

function share(rateBp: number, ttcCents: number): VatShare {
  const vatCents = Math.round((ttcCents * rateBp) / (10_000 + rateBp));
  return { rateBp, ttcCents, htCents: ttcCents - vatCents, vatCents };
}
