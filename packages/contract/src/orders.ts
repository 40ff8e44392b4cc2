import { z } from 'zod';
import { SaleUnit } from './catalogue.js';
import { Money, PageNumber, paged, pageSize } from './common.js';
import {
  ADDRESS_COMPANY_MAX_LENGTH,
  CART_MAX_QUANTITY,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  ORDER_COMMENT_MAX_LENGTH,
  ORDERS_DEFAULT_PAGE_SIZE,
  PREPARATION_NOTE_MAX_LENGTH,
  roundQuantity,
} from './constants.js';
import { PaymentTerms } from './payment-terms.js';
import { OrderPayment, PaymentMethod } from './payments.js';
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
 * A date the server would accept for an order, with the shop's opening times that day (Europe/Paris),
 * its time windows for the mode (one must be chosen when there are any) and, on a holiday ordering day,
 * the holiday's name and when its orders close (Paris clock, "2026-12-20T18:00").
 */
export const OrderSlot = z.object({
  date: z.string(),
  weekday: z.number().int(),
  periods: z.array(OpeningPeriod),
  windows: z.array(SlotWindow),
  holiday: z.object({ label: z.string(), cutOffAt: z.string(), limitedArticles: z.boolean() }).nullable(),
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
  slots: z.array(OrderSlot),
});
export type OrderSlotsResponse = z.infer<typeof OrderSlotsResponse>;

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Ready', 'Completed', 'Cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

const addressText = (label: string, max: number) =>
  z
    .string({ error: `Saisissez ${label}.` })
    .trim()
    .min(1, { error: `Saisissez ${label}.` })
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères.` });

/** The specification's "Selected address": where a delivery goes. The zones are French post codes. */
export const OrderAddress = z.object({
  firstName: addressText('le prénom du destinataire', 60),
  lastName: addressText('le nom du destinataire', 60),
  street: addressText('le numéro et la rue', 120),
  postcode: z
    .string({ error: 'Saisissez le code postal.' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Code postal invalide (5 chiffres, exemple\u00a0: 57000).' }),
  city: addressText('la ville', 80),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .default('FR')
    .refine((c) => c === 'FR' || c === 'FRANCE', { error: 'Nous livrons en France uniquement.' })
    .transform(() => 'FR'),
  /** A pro's delivery goes to the company; left out, the server takes the pro account's company. */
  company: z
    .string({ error: 'Le nom de l’entreprise doit être un texte.' })
    .trim()
    .max(ADDRESS_COMPANY_MAX_LENGTH, {
      error: `Le nom de l’entreprise ne peut pas dépasser ${ADDRESS_COMPANY_MAX_LENGTH} caractères.`,
    })
    .nullish(),
});
export type OrderAddress = z.output<typeof OrderAddress>;

/** "2026-02-30" is not a day, though Date would roll it over to March. */
const isCalendarDay = (value: string) => {
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

/** A calendar day ("2026-11-21") or an instant ("2026-11-21T05:00:00.000Z"), read as a day in Europe/Paris. */
const OrderDate = z
  .string({ error: 'Choisissez la date de votre commande.' })
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? isCalendarDay(value)
        : z.iso.datetime({ offset: true, local: true }).safeParse(value).success,
    { error: 'Date invalide\u00a0: choisissez une des dates proposées.' },
  );

/** The shop of a pickup (or the chosen delivering shop). */
export const OrderShopId = z
  .number({ error: 'Choisissez une boutique.' })
  .int({ error: 'Choisissez une boutique.' })
  .min(1, { error: 'Choisissez une boutique.' })
  .max(2_147_483_647, { error: 'Cette boutique n’existe pas.' })
  .nullish()
  .transform((v) => v ?? undefined);

export const OrderComment = z
  .string()
  .trim()
  .max(ORDER_COMMENT_MAX_LENGTH, {
    error: `Le commentaire ne peut pas dépasser ${ORDER_COMMENT_MAX_LENGTH} caractères.`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** Delivery only: what the driver needs at the door (code, floor, back door); ignored for a pickup. */
export const DeliveryInstructions = z
  .string({ error: 'Les instructions de livraison doivent être un texte.' })
  .trim()
  .max(DELIVERY_INSTRUCTIONS_MAX_LENGTH, {
    error: `Les instructions de livraison ne peuvent pas dépasser ${DELIVERY_INSTRUCTIONS_MAX_LENGTH} caractères.`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** A line's preparation note ("tranches fines", "désossé, ficelé", "sous vide"). */
export const PreparationNote = z
  .string()
  .trim()
  .max(PREPARATION_NOTE_MAX_LENGTH, {
    error: `Une note de préparation ne peut pas dépasser ${PREPARATION_NOTE_MAX_LENGTH} caractères.`,
  });

/** Pickup needs its shop, delivery its address: one rule for an order and a standing order. */
export function checkOrderPlace(
  order: { mode: OrderMode; shopId?: number | undefined; address?: unknown },
  ctx: z.RefinementCtx,
) {
  if (order.mode === 'Delivery' && !order.address) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Indiquez l’adresse de livraison.' });
  }
  if (order.mode === 'Pickup' && order.shopId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['shopId'],
      message: 'Choisissez la boutique où retirer votre commande.',
    });
  }
}

export const PlaceOrderRequest = z
  .object({
    mode: OrderMode,
    shopId: OrderShopId,
    date: OrderDate,
    address: OrderAddress.nullish().transform((v) => v ?? undefined),
    /** The chosen time window, required on a day that has windows for the mode. */
    timeWindowId: z
      .number({ error: 'Choisissez un créneau horaire.' })
      .int({ error: 'Choisissez un créneau horaire.' })
      .min(1, { error: 'Choisissez un créneau horaire.' })
      .max(2_147_483_647, { error: 'Ce créneau n’existe pas.' })
      .nullish()
      .transform((v) => v ?? undefined),
    comment: OrderComment,
    /** Delivery only: what the driver needs at the door (code, floor, back door); ignored for a pickup. */
    deliveryInstructions: DeliveryInstructions,
    /** A preparation note per cart line ("tranches fines", "désossé, ficelé", "sous vide"). */
    preparationNotes: z
      .array(z.object({ articleId: z.number().int().min(1).max(2_147_483_647), note: PreparationNote }))
      .max(200, { error: 'Trop de notes de préparation.' })
      .optional()
      .default([]),
    /** How the customer pays (ADR 049); left out: the shop's default for the day and the account. */
    paymentMethod: PaymentMethod.optional(),
  })
  .superRefine(checkOrderPlace);
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;
export type PlaceOrderInput = z.output<typeof PlaceOrderRequest>;

export const OrderLine = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  saleUnit: SaleUnit,
  quantity: z.number(),
  /** In the order's price basis: TTC for a particulier, HT for a pro. */
  unitPrice: Money,
  lineTotal: Money,
  vatRate: z.number(),
  /** Weighed line: the amount is an estimate, adjusted at weighing. */
  isEstimated: z.boolean(),
  preparationNote: z.string().nullable(),
  /** The real weight in kg, once weighed by the shop. */
  weighedQuantity: z.number().nullable(),
  /** Out of stock at preparation: kept on the order, struck out, out of the totals. */
  isUnavailable: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const VatAmount = z.object({ rate: z.number(), base: Money, amount: Money });
export type VatAmount = z.infer<typeof VatAmount>;

/** Where a delivery goes, as answered (an order's, a standing order's). */
export const DeliveryAddress = z.object({
  /** The company a pro's delivery goes to, before the person's name. */
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const Order = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatus,
  mode: OrderMode,
  date: z.string(),
  createdAt: z.string(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    department: z.string(),
    address: z.object({ street: z.string(), postCode: z.string(), city: z.string(), country: z.string() }),
    phone: z.string(),
  }),
  address: DeliveryAddress.nullable(),
  comment: z.string().nullable(),
  /** Delivery only: what the driver needs at the door (code, floor, back door). */
  deliveryInstructions: z.string().nullable(),
  /** The pickup window or delivery round chosen, Paris times ("09:00", "10:00"). */
  timeWindow: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  /** TTC: lines and fee include VAT (particulier); HT: they exclude it (pro). */
  priceBasis: z.enum(['TTC', 'HT']),
  /**
   * How the order is settled: a pro order's terms (the account's, else the business's default for pros), paid
   * by transfer on the invoice; null: paid at the shop on pickup, or to the driver (howYouPay gives the words).
   */
  paymentTerms: PaymentTerms.nullable(),
  /** The order's payment (ADR 049): a card's hold and capture, or at the shop, or on the pro's statement. */
  payment: OrderPayment,
  lines: z.array(OrderLine),
  linesTotal: Money,
  deliveryFee: Money,
  totalHT: Money,
  totalVAT: Money,
  totalTTC: Money,
  vatByRate: z.array(VatAmount),
  hasEstimatedLines: z.boolean(),
  /** Each status the order reached, in order ("Confirmée le …", "Prête le …"). */
  statusHistory: z.array(z.object({ status: OrderStatus, at: z.string() })),
  /** Why the shop cancelled the order. */
  cancelReason: z.string().nullable(),
  /**
   * Until when the customer may cancel the order online (ISO instant: the date's cut-off), or null when
   * they no longer can (prepared, cancelled, cut-off passed). Customer answers only: null for staff.
   */
  cancellableUntil: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrdersQuery = z.object({
  PageNumber,
  PageSize: pageSize(ORDERS_DEFAULT_PAGE_SIZE),
});
export type OrdersQuery = z.input<typeof OrdersQuery>;

export const OrdersResponse = paged(Order);
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** The reason recorded when the customer cancels their own order online (POST /api/orders/{id}/cancel). */
export const CUSTOMER_CANCEL_REASON = 'Annulée par le client';

/** The history's words for a change of quantities by the customer (PUT /api/orders/{id}/lines). */
export const CUSTOMER_CHANGE_TEXT = 'Modifiée par le client';

/** An order holds at most this many lines (a cart's 200 preparation notes are the same bound). */
export const ORDER_LINES_MAX = 200;

const lineArticleId = z
  .number({ error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .int({ error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .min(1, { error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .max(2_147_483_647, { error: 'Cet article n’est pas dans la commande.' });

/**
 * The new quantities of a placed order's lines, by article (an order has one line per article). A quantity
 * of 0, or a line left out, removes the line; the other lines keep their quantity only if given again.
 * Quantities have two decimals at most, as in the cart.
 */
export const ChangeOrderLinesRequest = z.object({
  lines: z
    .array(
      z.object({
        articleId: lineArticleId,
        quantity: z
          .number({ error: 'La quantité doit être un nombre.' })
          .min(0, { error: 'La quantité ne peut pas être négative.' })
          .max(CART_MAX_QUANTITY, { error: `La quantité ne peut pas dépasser ${CART_MAX_QUANTITY}.` })
          .transform(roundQuantity),
      }),
      { error: 'Indiquez les lignes de la commande avec leur quantité.' },
    )
    .max(ORDER_LINES_MAX, { error: `Une commande compte ${ORDER_LINES_MAX} lignes au plus.` })
    .refine((lines) => new Set(lines.map((l) => l.articleId)).size === lines.length, {
      error: 'Chaque article ne peut figurer qu’une fois.',
    }),
});
export type ChangeOrderLinesRequest = z.input<typeof ChangeOrderLinesRequest>;
export type ChangeOrderLinesInput = z.output<typeof ChangeOrderLinesRequest>;
