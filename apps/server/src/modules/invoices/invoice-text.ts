import { PAYMENT_TERMS_TEXT } from '@boucherie/contract';
import { formatEuros } from '../../lib/money.js';
import type { InvoiceData, InvoiceLine, Seller } from './invoice-data.js';

// The French words of an invoice, shared by its PDF and its tests.

const KG = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export const euros = (cents: number) => formatEuros(cents / 100);
/** "24/12/2026". */
export const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
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

/** "SARL au capital de 10 000,00 €". */
export function legalFormText(seller: Seller) {
  return seller.capitalCents === null
    ? seller.legalForm
    : `${seller.legalForm} au capital de ${euros(seller.capitalCents)}`;
}

/** One line of the seller's legal identity, for the foot of each page. */
export function sellerLegalLine(seller: Seller) {
  return [
    `${seller.legalName}, ${legalFormText(seller)}`,
    `${seller.street}, ${seller.postCode} ${seller.city}`,
    `SIREN ${seller.siren}`,
    `SIRET ${seller.siret}`,
    seller.registration,
    `TVA intracommunautaire ${seller.vatNumber}`,
  ].join(' · ');
}

export const documentTitle = (data: InvoiceData) => (data.kind === 'invoice' ? 'Facture' : 'Avoir');

export function termsText(data: InvoiceData) {
  return data.paymentTerms ? PAYMENT_TERMS_TEXT[data.paymentTerms] : 'Payable à la remise de la commande';
}

export const OPERATION_TEXT = 'Nature de l’opération\u00a0: livraison de biens';
export const NO_DISCOUNT_TEXT = 'Pas d’escompte pour paiement anticipé.';
