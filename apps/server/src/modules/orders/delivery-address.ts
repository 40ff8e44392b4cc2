import type { DeliveryAddress, OrderAddress } from '@boucherie/contract';
import type { DeliveryAddressColumns } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../sessions/sessions.js';

/** The delivery address's columns, as an order and a standing order both keep them. */
export type AddressColumns = DeliveryAddressColumns & {
  /** Invoices read no company here: theirs is the buyer's. */
  address_company?: string | null;
};

/** The country of an address that does not say it: the shops deliver in France. */
export const DEFAULT_COUNTRY = 'FR';

/** The one mapping of a delivery address's columns to the contract's shape (orders, standing orders, invoices). */
export const deliveryAddressOf = (row: AddressColumns): DeliveryAddress => ({
  company: row.address_company ?? null,
  firstName: row.address_first_name ?? '',
  lastName: row.address_last_name ?? '',
  street: row.address_street ?? '',
  postcode: row.address_post_code ?? '',
  city: row.address_city ?? '',
  country: row.address_country ?? DEFAULT_COUNTRY,
});

/** The one mapping the other way: a requested address (or none, for a pickup) to its columns. */
export const addressColumns = (address: OrderAddress | undefined, company: string | null) => ({
  address_first_name: address?.firstName ?? null,
  address_last_name: address?.lastName ?? null,
  address_street: address?.street ?? null,
  address_post_code: address?.postcode ?? null,
  address_city: address?.city ?? null,
  address_country: address?.country ?? null,
  address_company: company,
});

/** Only a verified account orders, now or every week (its mobile is proven). */
export function requireVerified(viewer: NonNullable<Viewer>) {
  if (!viewer.isVerified) {
    throw new AppError('ACCOUNT_NOT_VERIFIED', 'Vérifiez votre compte avec le code reçu par SMS avant de commander.');
  }
}
