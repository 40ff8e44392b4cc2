import { formatEuros } from '../../lib/money.js';

// The business as its documents print it: the seller's legal identity (from the identity module's settings).

/** The seller on a document: the owner's business identity, with the shop's contact. */
export type Seller = {
  legalName: string;
  tradeName: string;
  legalForm: string;
  capitalCents: number | null;
  street: string;
  postCode: string;
  city: string;
  siren: string;
  siret: string;
  registration: string;
  vatNumber: string;
  iban: string;
  bic: string;
  email: string;
  phone: string;
  footer: string;
};

/** The name the business is known by (« Maison Thirion »), its legal name when it has no other. */
export const sellerName = (seller: Seller) => seller.tradeName || seller.legalName;

/** "SARL au capital de 10 000,00 €". */
export function legalFormText(seller: Seller) {
  return seller.capitalCents === null
    ? seller.legalForm
    : `${seller.legalForm} au capital de ${formatEuros(seller.capitalCents / 100)}`;
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
