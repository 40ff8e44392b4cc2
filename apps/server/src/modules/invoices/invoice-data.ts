import { addDays, type PaymentTerms } from '@boucherie/contract';
import type { Seller } from '../documents/seller.js';

/** What an invoice or a credit note shows, kept as issued (JSON in `invoice.data`): it never changes. */
export type InvoiceData = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  /** The day the goods were delivered or handed over (Paris). */
  deliveryDate: string;
  dueDate: string;
  /** A pro's terms; null for a particulier, who pays on delivery. */
  paymentTerms: PaymentTerms | null;
  isPro: boolean;
  /** The order's prices: HT for a pro, TTC for a particulier. */
  basis: 'HT' | 'TTC';
  seller: Seller;
  buyer: Buyer;
  /** Where the goods went, when it is not the buyer's address. */
  delivery: Place | null;
  order: { id: number; number: string; date: string; mode: 'Pickup' | 'Delivery' };
  lines: InvoiceLine[];
  vat: { rateBp: number; baseCents: number; vatCents: number }[];
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  /** A card paid the order online (ADR 049): how much, and the day it was taken (Paris). */
  paidByCard?: { amountCents: number; date: string };
  /**
   * Pre-sold boxes (ADR 074): the deposit taken at the order, the balance by weight, and what a lighter box
   * gave back; the invoice says « Acompte 28,35 € + solde 73,33 € = 101,68 € ».
   */
  boxSettlement?: { depositCents: number; balanceCents: number; refundCents: number; weighedCents: number };
  /**
   * A credit note on an order a card paid: the part refunded on that card, and the part the card could no
   * longer take back, repaid another way (cash, transfer) (ADR 062).
   */
  repayment?: { toCardCents: number; otherwiseCents: number };
  /** A credit note's invoice and reason. */
  invoice?: { id: number; number: string; issueDate: string };
  reason?: string;
};

export type Buyer = {
  name: string;
  company: string | null;
  street: string;
  postCode: string;
  city: string;
  country: string;
  vatNumber: string | null;
  siren: string | null;
  email: string | null;
};

export type Place = { label: string; name: string; street: string; postCode: string; city: string; country: string };

export type InvoiceLine = {
  line: number;
  designation: string;
  unit: 'kg' | 'piece' | 'service';
  /** Kilograms (the weighed weight), pieces, or 1 for a service. */
  quantity: number;
  /** In the basis of the order. */
  unitPriceCents: number;
  vatRateBp: number;
  /** In the basis of the order, as the order counts it. */
  totalCents: number;
  origin: string | null;
  note: string | null;
  /** The lot weighed (issue 15); absent on invoices issued before lots were kept. */
  lot?: string | null;
};

/** The legal default for late payments between businesses (Code de commerce, L441-10). */
export const LATE_PENALTY_TEXT =
  'taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points';
export const RECOVERY_FEE_TEXT =
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement\u00a0: 40,00\u00a0€';

const endOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(last).padStart(2, '0')}`;
};

/** The due date of terms from the issue day ("30 jours fin de mois": 30 days, then the month's end). */
export function dueDate(issueDate: string, terms: PaymentTerms | null): string {
  switch (terms) {
    case null:
    case 'immediate':
      return issueDate;
    case 'days30':
      return addDays(issueDate, 30);
    case 'days30eom':
      return endOfMonth(addDays(issueDate, 30));
    case 'days45eom':
      return endOfMonth(addDays(issueDate, 45));
    case 'days60':
      return addDays(issueDate, 60);
  }
}

/** A French VAT number carries the SIREN: FR + key + SIREN. */
export const sirenOfVat = (vat: string | null) => (vat && /^FR\d{11}$/.test(vat) ? vat.slice(4) : null);

/** "Né en France, élevé en France, abattu en France". */
export function originText(origin: { born: string | null; raised: string | null; slaughtered: string | null }) {
  const parts = [
    origin.born && `né en ${origin.born}`,
    origin.raised && `élevé en ${origin.raised}`,
    origin.slaughtered && `abattu en ${origin.slaughtered}`,
  ].filter(Boolean) as string[];
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return `Origine\u00a0: ${text}`;
}
