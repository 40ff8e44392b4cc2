import { z } from 'zod';
import { SaleUnit } from './catalogue.js';
import { Money, PageNumber, paged, pageSize } from './common.js';
import { ORDERS_DEFAULT_PAGE_SIZE } from './constants.js';
import { LineLot } from './lots.js';
import { PaymentTerms } from './payment-terms.js';
import { OrderPayment } from './payments.js';

// An order as answered; placing one is in place-order.ts, changing one in change-order.ts, slots in order-slots.ts.

export const ORDER_MODES = ['Pickup', 'Delivery'] as const;
export const OrderMode = z.enum(ORDER_MODES, { error: 'Mode de commande invalide\u00a0: Pickup ou Delivery.' });
export type OrderMode = z.infer<typeof OrderMode>;
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Ready', 'Completed', 'Cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
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
  /** The lot the line was cut from and its origin sentence (issue 39), once weighed or « prête »; else null. */
  lot: LineLot.nullable(),
  /** « À consommer jusqu’au »: the order's day plus the article's shelf life, fixed at « prête »; else null. */
  bestBefore: z.string().nullable(),
  /**
   * A pre-sold box's line (ADR 074): the box's price per kg. Sold by the piece at its nominal price, the box
   * is weighed at preparation and priced by that weight. Absent on any other line.
   */
  pricePerKg: Money.optional(),
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
