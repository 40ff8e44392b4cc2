import { PAYMENT_TERMS_TEXT } from '@boucherie/contract';
import { formatEuros } from '../../lib/money.js';
import type { InvoiceData, InvoiceLine } from './invoice-data.js';

// The French words of an invoice, shared by its PDF and its tests.

const KG = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export const euros = (cents: number) => formatEuros(cents / 100);
export const rateText = (rateBp: number) => `${NUMBER.format(rateBp / 100)}\u00a0%`;

export function quantityOf(line: InvoiceLine): string {
  if (line.unit === 'kg') return `${KG.format(line.quantity)}\u00a0kg`;
  if (line.unit === 'service') return KG.format(line.quantity);
  return `${KG.format(line.quantity)}\u00a0pièce${line.quantity > 1 ? 's' : ''}`;
}

/** The unit price without VAT: a particulier's TTC price taken back to HT, to the cent. */
export const unitPriceHtCents = (line: InvoiceLine, basis: 'HT' | 'TTC') =>
  basis === 'HT' ? line.unitPriceCents : Math.round((line.unitPriceCents * 10_000) / (10_000 + line.vatRateBp));

export const unitWord = (line: InvoiceLine) => (line.unit === 'kg' ? '\u00a0/\u00a0kg' : '');

export const documentTitle = (data: InvoiceData) => (data.kind === 'invoice' ? 'Facture' : 'Avoir');

export function termsText(data: InvoiceData) {
  return data.paymentTerms ? PAYMENT_TERMS_TEXT[data.paymentTerms] : 'Payable à la remise de la commande';
}

export const OPERATION_TEXT = 'Nature de l’opération\u00a0: livraison de biens';
export const NO_DISCOUNT_TEXT = 'Pas d’escompte pour paiement anticipé.';
