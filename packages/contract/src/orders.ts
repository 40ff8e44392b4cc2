import { z } from 'zod';
import { Money } from './common.js';
import { OpeningPeriod } from './shops.js';

export const ORDER_MODES = ['Pickup', 'Delivery'] as const;
export const OrderMode = z.enum(ORDER_MODES, { error: 'Mode de commande invalide\u00a0: Pickup ou Delivery.' });
export type OrderMode = z.infer<typeof OrderMode>;

/** How many selectable dates the order screens offer. */
export const SLOT_DAYS = 14;

export const OrderSlotsQuery = z.object({
  mode: OrderMode,
  shopId: z.coerce
    .number({ error: 'Choisissez une boutique.' })
    .int({ error: 'Choisissez une boutique.' })
    .min(1, { error: 'Choisissez une boutique.' })
    .max(2_147_483_647, { error: 'Cette boutique n’existe pas.' })
    .optional(),
  postCode: z
    .string({ error: 'Saisissez un code postal.' })
    .trim()
    .max(10, { error: 'Code postal invalide.' })
    .optional(),
});
export type OrderSlotsQuery = z.input<typeof OrderSlotsQuery>;

/** A date the server would accept for an order, with the shop's opening times that day (Europe/Paris). */
export const OrderSlot = z.object({
  date: z.string(),
  weekday: z.number().int(),
  periods: z.array(OpeningPeriod),
});
export type OrderSlot = z.infer<typeof OrderSlot>;

export const OrderSlotsResponse = z.object({
  mode: OrderMode,
  shopId: z.number().int(),
  /** Delivery only: the zone's fee and minimum order; null for pickup. */
  deliveryFee: Money.nullable(),
  minimumOrder: Money.nullable(),
  slots: z.array(OrderSlot),
});
export type OrderSlotsResponse = z.infer<typeof OrderSlotsResponse>;
