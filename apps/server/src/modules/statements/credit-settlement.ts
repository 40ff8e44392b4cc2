// Whose is a credit note (ADR 025, "what remains due")? It depends on when its invoice was paid.
// - Issued while its invoice was unpaid: it comes off what the pro owes (the pro pays the invoice less it).
// - Issued after its invoice was paid: the pro paid the whole invoice, so the shop owes the credit back. It stays
//   "en votre faveur" on every statement until the owner records its refund (or the day it was set off).

/** A credit note with its invoice's payment and its own refund, as the repository reads them. */
export type CreditSettlement = {
  issue_date: string;
  issued_at: string;
  invoice_paid_on: string | null;
  invoice_paid_recorded_at: string | null;
  refunded_on: string | null;
};

/**
 * The invoice was paid before the credit note was issued: paid on an earlier day, or on the same day with the
 * payment recorded first (the owner marked it paid, then credited a return).
 */
export function followsPayment(credit: CreditSettlement): boolean {
  const paidOn = credit.invoice_paid_on;
  if (paidOn === null) return false;
  if (paidOn !== credit.issue_date) return paidOn < credit.issue_date;
  return (credit.invoice_paid_recorded_at ?? '') <= credit.issued_at;
}

/** Owed to the pro at `asOf`: issued by then after its invoice's payment, and not refunded by then. */
export function isInFavourAt(credit: CreditSettlement, asOf: string): boolean {
  return (
    credit.issue_date <= asOf && followsPayment(credit) && (credit.refunded_on === null || credit.refunded_on > asOf)
  );
}
