import { z } from 'zod';
import { CalendarDay } from './admin-orders.js';
import { UpdateCartRequest } from './cart.js';
import { SaleUnit } from './catalogue.js';
import { CART_MAX_QUANTITY, roundQuantity } from './constants.js';
import { DeliveryAddress, OrderMode } from './orders.js';
import {
  checkOrderPlace,
  DeliveryInstructions,
  OrderAddress,
  OrderComment,
  OrderShopId,
  PreparationNote,
} from './place-order.js';

// Standing orders (commandes récurrentes, issue 15): the same lines placed automatically on chosen weekdays,
// as normal orders, at a configured time before each day's cut-off (docs/decisions/024-standing-orders.md).

/** How many standing orders one customer may keep, and lines each may hold. */
export const STANDING_ORDERS_MAX_PER_USER = 10;
export const STANDING_ORDER_MAX_LINES = 50;
export const STANDING_ORDER_NAME_MAX_LENGTH = 60;
/** How many coming dates and how many past occurrences each standing order tells. */
export const STANDING_ORDER_NEXT_COUNT = 6;
export const STANDING_ORDER_RECENT_COUNT = 10;

/** ISO weekday: 1 Monday … 7 Sunday. */
export const IsoWeekday = z
  .number({ error: 'Jour de la semaine invalide\u00a0: de 1 (lundi) à 7 (dimanche).' })
  .int({ error: 'Jour de la semaine invalide\u00a0: de 1 (lundi) à 7 (dimanche).' })
  .min(1, { error: 'Jour de la semaine invalide\u00a0: de 1 (lundi) à 7 (dimanche).' })
  .max(7, { error: 'Jour de la semaine invalide\u00a0: de 1 (lundi) à 7 (dimanche).' });

/** At least one weekday; duplicates are dropped and the days sorted. */
export const StandingOrderWeekdays = z
  .array(IsoWeekday, { error: 'Choisissez au moins un jour de la semaine.' })
  .min(1, { error: 'Choisissez au moins un jour de la semaine.' })
  .max(7, { error: 'Sept jours au plus.' })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const StandingOrderLineInput = z.object({
  articleId: UpdateCartRequest.shape.articleId,
  quantity: z
    .number({ error: 'La quantité doit être un nombre.' })
    .gt(0, { error: 'La quantité doit être positive.' })
    .max(CART_MAX_QUANTITY, { error: `La quantité ne peut pas dépasser ${CART_MAX_QUANTITY}.` })
    .transform(roundQuantity)
    .refine((q) => q > 0, { error: 'La quantité doit être positive.' }),
  preparationNote: PreparationNote.nullish().transform((v) => (v ? v : null)),
});
export type StandingOrderLineInput = z.input<typeof StandingOrderLineInput>;

const Lines = z
  .array(StandingOrderLineInput, { error: 'Indiquez les articles de la commande récurrente.' })
  .min(1, { error: 'Ajoutez au moins un article.' })
  .max(STANDING_ORDER_MAX_LINES, {
    error: `Une commande récurrente compte ${STANDING_ORDER_MAX_LINES} articles au plus.`,
  })
  .refine((lines) => new Set(lines.map((l) => l.articleId)).size === lines.length, {
    error: 'Chaque article ne figure qu’une fois\u00a0: regroupez les quantités.',
  });

const Name = z
  .string({ error: 'Le nom doit être un texte.' })
  .trim()
  .max(STANDING_ORDER_NAME_MAX_LENGTH, {
    error: `Le nom ne peut pas dépasser ${STANDING_ORDER_NAME_MAX_LENGTH} caractères.`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** The preferred pickup window or delivery round, by its start on Paris clocks ("09:00"). */
const WindowStarts = z
  .string({ error: 'Créneau invalide\u00a0: heure attendue (09:00).' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Créneau invalide\u00a0: heure attendue (09:00).' })
  .nullish()
  .transform((v) => v ?? null);

const Paused = z.boolean({ error: 'Valeur attendue\u00a0: true ou false.' });

const SOURCE_MESSAGE = 'Partez d’une liste d’articles, du panier ou d’une commande passée (un seul des trois).';

/**
 * `POST /api/standing-orders`. The lines come from exactly one source: `lines`, `fromCart: true` (the
 * server cart's lines and quantities) or `fromOrderId` (one of the customer's orders, its lines and notes).
 * The place follows the order's own rules: Pickup needs `shopId`, Delivery `address`.
 */
export const CreateStandingOrderRequest = z
  .object({
    name: Name,
    lines: Lines.optional(),
    fromCart: z.boolean({ error: 'Valeur attendue\u00a0: true ou false.' }).optional(),
    fromOrderId: z
      .number({ error: 'Commande invalide.' })
      .int({ error: 'Commande invalide.' })
      .min(1, { error: 'Commande invalide.' })
      .max(2_147_483_647, { error: 'Cette commande n’existe pas.' })
      .optional(),
    mode: OrderMode,
    shopId: OrderShopId,
    address: OrderAddress.nullish().transform((v) => v ?? undefined),
    deliveryInstructions: DeliveryInstructions,
    comment: OrderComment,
    windowStarts: WindowStarts,
    weekdays: StandingOrderWeekdays,
    startDate: CalendarDay,
    endDate: CalendarDay.nullish().transform((v) => v ?? null),
    paused: Paused.optional().default(false),
  })
  .superRefine((body, ctx) => {
    checkOrderPlace(body, ctx);
    const sources = [body.lines !== undefined, body.fromCart === true, body.fromOrderId !== undefined];
    if (sources.filter(Boolean).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: SOURCE_MESSAGE });
    }
    if (body.endDate && body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'La date de fin précède la date de début.' });
    }
  });
export type CreateStandingOrderRequest = z.input<typeof CreateStandingOrderRequest>;
export type CreateStandingOrderInput = z.output<typeof CreateStandingOrderRequest>;

/**
 * `PATCH /api/standing-orders/{id}`: any subset. `lines` replaces every line. `mode` replaces the place as a
 * whole (with `shopId` or `address`, and `deliveryInstructions`). `endDate: null` removes the end.
 * `paused` pauses or resumes. `skip` skips one coming date; `unskip` gives a skipped date back (placed at
 * the next run if its cut-off has not passed).
 */
export const UpdateStandingOrderRequest = z
  .object({
    name: Name.optional(),
    lines: Lines.optional(),
    mode: OrderMode.optional(),
    shopId: OrderShopId,
    address: OrderAddress.nullish().transform((v) => v ?? undefined),
    deliveryInstructions: DeliveryInstructions.optional(),
    comment: OrderComment.optional(),
    windowStarts: WindowStarts.optional(),
    weekdays: StandingOrderWeekdays.optional(),
    startDate: CalendarDay.optional(),
    endDate: CalendarDay.nullable().optional(),
    paused: Paused.optional(),
    skip: CalendarDay.optional(),
    unskip: CalendarDay.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode) checkOrderPlace(body as { mode: OrderMode; shopId?: number; address?: unknown }, ctx);
    else if (body.shopId !== undefined || body.address !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['mode'],
        message: 'Indiquez le mode (retrait ou livraison) avec la boutique ou l’adresse.',
      });
    }
    if (body.skip && body.unskip && body.skip === body.unskip) {
      ctx.addIssue({ code: 'custom', path: ['unskip'], message: 'Une même date ne peut être sautée et rétablie.' });
    }
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'La date de fin précède la date de début.' });
    }
  });
export type UpdateStandingOrderRequest = z.input<typeof UpdateStandingOrderRequest>;
export type UpdateStandingOrderInput = z.output<typeof UpdateStandingOrderRequest>;

/** Why an article of a standing order was left out of a placed order. */
export const LEFT_OUT_REASONS = ['Withdrawn', 'OutOfStock', 'NotOffered', 'SoldOut'] as const;
export const LeftOutReason = z.enum(LEFT_OUT_REASONS);
export type LeftOutReason = z.infer<typeof LeftOutReason>;

export const StandingOrderLine = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  saleUnit: SaleUnit,
  quantity: z.number(),
  preparationNote: z.string().nullable(),
  /** Today: false when the article is withdrawn or out of stock (it would be left out). */
  available: z.boolean(),
  unavailableReason: LeftOutReason.nullable(),
});
export type StandingOrderLine = z.infer<typeof StandingOrderLine>;

/**
 * Planned: the server will place it at `placeAt`. Paused: the standing order is paused. Placed: its order
 * exists. Skipped: not placed, `skipReason` says why.
 */
export const OCCURRENCE_STATUSES = ['Planned', 'Paused', 'Placed', 'Skipped'] as const;
export const OccurrenceStatus = z.enum(OCCURRENCE_STATUSES);
export type OccurrenceStatus = z.infer<typeof OccurrenceStatus>;

/**
 * Customer: skipped on request. Closed: the shop is closed that day. Full: no capacity (or no window) left.
 * Unavailable: every article withdrawn or out of stock. Refused: the order checks refused it (`message` says
 * why: minimum order, delivery zone, account…). AlreadyOrdered: the customer already holds an open order
 * (Pending, Confirmed, Ready) that day at the same place (`order` is that one): a second would double it.
 */
export const SKIP_REASONS = ['Customer', 'Closed', 'Full', 'Unavailable', 'Refused', 'AlreadyOrdered'] as const;
export const SkipReason = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof SkipReason>;

export const StandingOrderOccurrence = z.object({
  /** The order's day (Europe/Paris). */
  date: z.string(),
  status: OccurrenceStatus,
  /** When the server places it (ISO instant); null once placed or skipped, or when the day is not open. */
  placeAt: z.string().nullable(),
  /** The day's cut-off (ISO instant): the placed order may be changed or cancelled until then. */
  cutOffAt: z.string().nullable(),
  skipReason: SkipReason.nullable(),
  /** In French: why it was skipped, or what was left out. */
  message: z.string().nullable(),
  /** Placed: the order placed; skipped as AlreadyOrdered: the customer's order already there that day. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  leftOut: z.array(z.object({ articleId: z.number().int(), designation: z.string(), reason: LeftOutReason })),
});
export type StandingOrderOccurrence = z.infer<typeof StandingOrderOccurrence>;

export const StandingOrder = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mode: OrderMode,
  /** Pickup: the chosen shop; Delivery: the chosen shop or null (the shop serving the post code). */
  shopId: z.number().int().nullable(),
  /** The shop that prepares it (Pickup's shop, or the shop serving the delivery address); null if none does. */
  shop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: DeliveryAddress.nullable(),
  deliveryInstructions: z.string().nullable(),
  comment: z.string().nullable(),
  windowStarts: z.string().nullable(),
  lines: z.array(StandingOrderLine),
  weekdays: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  paused: z.boolean(),
  /** Ended: the end date has passed. */
  state: z.enum(['Active', 'Paused', 'Ended']),
  /** Coming dates the customer skipped (still in the future). */
  skippedDates: z.array(z.string()),
  /** The next dates from today, soonest first (placed ones included until their day has passed). */
  nextOccurrences: z.array(StandingOrderOccurrence),
  /**
   * The first coming date that brings an order (Planned or Placed), "2026-12-08"; null when none does
   * (paused, ended, or every coming date skipped).
   */
  nextDate: z.string().nullable(),
  /** Past occurrences, latest first. */
  recentOccurrences: z.array(StandingOrderOccurrence),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StandingOrder = z.infer<typeof StandingOrder>;

export const StandingOrdersResponse = z.object({ items: z.array(StandingOrder) });
export type StandingOrdersResponse = z.infer<typeof StandingOrdersResponse>;
