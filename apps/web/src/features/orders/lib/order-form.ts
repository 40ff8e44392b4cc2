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
