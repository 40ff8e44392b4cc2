import { USER_TYPE } from '@boucherie/contract';
import type { SessionUser } from '../../session';
import type { AddressField } from './order-errors';

/** A cart line as the order screen shows it, priced in the customer's basis (the route module computes it). */
export type CartLineSummary = {
  articleId: number;
  designation: string;
  quantity: number;
  saleUnit: 'kg' | 'piece';
  unitPrice: number;
  lineTotal: number;
  vatRate: number;
  /** Weighed article: the amount is an estimate until the shop weighs it. */
  isEstimated: boolean;
};

export type OrderFormValues = {
  address: Record<AddressField, string>;
  comment: string;
  /** Delivery only: what the driver needs at the door. */
  deliveryInstructions: string;
  /** Preparation notes by `a<articleId>` (a bare number would make the form library build an array). */
  notes: Record<string, string>;
};

export const noteKey = (articleId: number) => `a${articleId}`;

/**
 * The Selected address prefilled from the profile (streetAndNumber → street, postCode → postcode…);
 * a pro's delivery goes to the company.
 */
export function addressFromProfile(user: SessionUser | null): OrderFormValues['address'] {
  return {
    company: user?.userType === USER_TYPE.pro ? (user.company ?? '') : '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    street: user?.streetAndNumber ?? '',
    postcode: user?.postCode ?? '',
    city: user?.locality ?? '',
  };
}
