import { z } from 'zod';

/**
 * « Paiements à vérifier » (issue 46, ADR 051): what followed an order's move and keeps failing (a capture, a
 * release, a refund, a message), shown to the staff with the order and the provider's answer, instead of
 * being dropped. The shop tries again by itself; a person may ask for a try now, or note it settled by hand.
 */
export const PAYMENT_CHECK_STATES = ['retrying', 'failed'] as const;
export const PaymentCheck = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  shopId: z.number().int().nullable(),
  /** The order's day (YYYY-MM-DD). */
  date: z.string().nullable(),
  /** What was to be done, in French (« Prélever la carte »). */
  action: z.string(),
  /** `retrying`: the shop tries again by itself at `nextAt`; `failed`: it stopped, a person must look. */
  state: z.enum(PAYMENT_CHECK_STATES),
  attempts: z.number().int(),
  /** The last answer (the provider's, or the transport's). */
  lastError: z.string().nullable(),
  nextAt: z.string().nullable(),
  since: z.string(),
});
export type PaymentCheck = z.infer<typeof PaymentCheck>;

export const PaymentChecksResponse = z.object({ items: z.array(PaymentCheck) });
export type PaymentChecksResponse = z.infer<typeof PaymentChecksResponse>;
