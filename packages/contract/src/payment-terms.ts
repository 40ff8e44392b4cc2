import { z } from 'zod';

/** Payment terms of a pro (a particulier pays on delivery or pickup). */
export const PAYMENT_TERMS = ['immediate', 'days30', 'days30eom', 'days45eom', 'days60'] as const;
export const PaymentTerms = z.enum(PAYMENT_TERMS, { error: 'Conditions de paiement inconnues.' });
export type PaymentTerms = z.infer<typeof PaymentTerms>;
/** The business's default for pros until the owner sets another (« Identité de l’entreprise »). */
export const DEFAULT_PRO_TERMS: PaymentTerms = 'days30eom';
export const PAYMENT_TERMS_TEXT: Record<PaymentTerms, string> = {
  immediate: 'Comptant à réception',
  days30: '30 jours date de facture',
  days30eom: '30 jours fin de mois',
  days45eom: '45 jours fin de mois',
  days60: '60 jours date de facture',
};

/**
 * How an order is settled, in the words checkout, confirmation, e-mails and documents all use: a pro's terms
 * (invoiced, paid by transfer on their statement) or, for a particulier, at the shop or to the driver.
 * `terms` is the order's `paymentTerms` (or, before an order exists, the account's): one source for every screen.
 */
export function howYouPay(terms: PaymentTerms | null, mode: 'Pickup' | 'Delivery'): string {
  if (terms)
    return `Vous réglez sur facture, par virement, selon vos conditions\u00a0: ${PAYMENT_TERMS_TEXT[terms].toLowerCase()}.`;
  return mode === 'Pickup'
    ? 'Vous réglez à la boutique, au moment du retrait.'
    : 'Vous réglez à la livraison, directement au livreur.';
}
