import { z } from 'zod';
import { Money } from './common.js';
import { OrderMode } from './orders.js';
import { PaymentMethod } from './payments.js';
import { OpeningPeriod } from './shops.js';

// What an order may be placed for: the dates, opening times and time windows offered (GET /api/orders/slots).

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

/**
 * A time window of a day: a pickup window ("9 h – 10 h") or a delivery round, with the places left. `id` is
 * the day's own window's, or the weekly round's on a day without windows of its own (ADR 044): either way the
 * order sends it back as `timeWindowId`.
 */
export const SlotWindow = z.object({
  id: z.number().int(),
  starts: z.string(),
  ends: z.string(),
  remaining: z.number().int(),
});
export type SlotWindow = z.infer<typeof SlotWindow>;

/**
 * A date the server would accept for an order, with the instant its orders close (ISO date-time), the
 * shop's opening times that day (Europe/Paris), its time windows for the mode (one must be chosen when there
 * are any) and, on a holiday ordering day, the holiday's name, when its orders close (Paris clock,
 * "2026-12-20T18:00") and the festive articles it is limited to (empty: the whole catalogue).
 */
export const OrderSlot = z.object({
  date: z.string(),
  weekday: z.number().int(),
  cutOffAt: z.iso.datetime(),
  periods: z.array(OpeningPeriod),
  windows: z.array(SlotWindow),
  holiday: z
    .object({
      label: z.string(),
      cutOffAt: z.string(),
      limitedArticles: z.boolean(),
      articleIds: z.array(z.number().int()),
    })
    .nullable(),
  /** How an order for this day may be paid, the default first (the owner's rule, the account's terms). */
  paymentMethods: z.array(PaymentMethod),
});
export type OrderSlot = z.infer<typeof OrderSlot>;

export const OrderSlotsResponse = z.object({
  mode: OrderMode,
  shopId: z.number().int(),
  /** Delivery only: the zone's fee and minimum order; null for pickup. */
  deliveryFee: Money.nullable(),
  minimumOrder: Money.nullable(),
  /** Every day an order can be placed for, up to the shop's booking horizon (and its holiday days beyond). */
  slots: z.array(OrderSlot),
  /** The exceptional closing days within the horizon, so that the chooser says why a day is missing. */
  closures: z.array(z.object({ date: z.string(), reason: z.string() })),
  /** Tomorrow (Paris) and, when it is not offered, why: its cut-off passed, the shop is closed, it is full… */
  tomorrow: z.object({
    date: z.string(),
    cutOffAt: z.iso.datetime(),
    refusal: z.enum(['beyond-horizon', 'closed', 'past-cut-off', 'full', 'not-yet-open', 'holiday-closed']).nullable(),
  }),
});
export type OrderSlotsResponse = z.infer<typeof OrderSlotsResponse>;
