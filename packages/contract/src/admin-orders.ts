import { z } from 'zod';
import { PageNumber, paged, pageSize, searchText } from './common.js';
import { LotNumber } from './lots.js';
import { Order, OrderLine, OrderStatus } from './orders.js';

// The back office's orders (issue 12): the staff's day. Shapes shared by the server and the /admin screens.

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** "2026-12-24": a calendar day in Europe/Paris. "2026-02-30" is not a day. */
export const CalendarDay = z
  .string({ error: 'Date invalide\u00a0: attendu AAAA-MM-JJ.' })
  .trim()
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const at = new Date(`${value}T12:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
    },
    { error: 'Date invalide\u00a0: attendu un jour au format AAAA-MM-JJ.' },
  );

export const ShopIdQuery = z.coerce
  .number({ error: 'Boutique invalide.' })
  .int({ error: 'Boutique invalide.' })
  .min(1, { error: 'Boutique invalide.' })
  .max(2_147_483_647, { error: 'Boutique invalide.' });

export const ADMIN_ORDERS_DEFAULT_PAGE_SIZE = 50;

export const AdminOrdersQuery = z.object({
  shopId: ShopIdQuery.optional(),
  date: CalendarDay.optional(),
  status: z
    .enum(['Pending', 'Confirmed', 'Ready', 'Completed', 'Cancelled'], {
      error: 'Statut inconnu\u00a0: Pending, Confirmed, Ready, Completed ou Cancelled.',
    })
    .optional(),
  Search: searchText(true),
  PageNumber,
  PageSize: pageSize(ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

/** Who ordered, as staff need it to prepare and hand over (nothing more). */
export const OrderCustomer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});
export type OrderCustomer = z.infer<typeof OrderCustomer>;

export const AdminOrderLine = OrderLine.extend({
  id: z.number().int(),
  /** The lot taken at weighing; null until then (or when the article has none). */
  lotNumber: z.string().nullable(),
  /** The article's lot on sale now: what weighing the line takes unless staff type another (null: none). */
  articleLotNumber: z.string().nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

export const AdminOrder = Order.extend({ customer: OrderCustomer, lines: z.array(AdminOrderLine) });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const ORDER_EVENT_ACTIONS = [
  'placed',
  'confirmed',
  'weighed',
  /** Staff noted how the customer agreed to a weighed line's price beyond the tolerance (ADR 043). */
  'agreed',
  'unavailable',
  'available',
  'ready',
  'completed',
  'cancelled',
  /** The customer changed the quantities online before the cut-off (PUT /api/orders/{id}/lines). */
  'modified',
  /** The owner closed the order's day and moved it to another (issue 45). */
  'moved',
  /** A step of the order's card payment: held, captured, released, refunded, refused (ADR 049). */
  'payment',
] as const;
export const OrderEventAction = z.enum(ORDER_EVENT_ACTIONS);
export type OrderEventAction = z.infer<typeof OrderEventAction>;

/** One entry of an order's history: `by` is the person's name (null: the customer or the shop's system). */
export const OrderEvent = z.object({
  at: z.string(),
  by: z.string().nullable(),
  action: OrderEventAction,
  detail: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const AdminOrderDetail = AdminOrder.extend({
  events: z.array(OrderEvent),
  /**
   * The lines whose weight was confirmed beyond the tolerance, at a higher price, with no note of how the
   * customer agreed: the order page flags them until staff note the agreement or weigh again.
   */
  agreementNotNoted: z.array(z.number().int()),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrdersResponse = paged(AdminOrder);
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

export const OrderLineParams = z.object({
  id: z.coerce
    .number({ error: "L'identifiant doit être un nombre entier positif." })
    .int({ error: "L'identifiant doit être un nombre entier positif." })
    .min(1, { error: "L'identifiant doit être un nombre entier positif." })
    .max(2_147_483_647, { error: "L'identifiant est trop grand." }),
  lineId: z.coerce
    .number({ error: 'La ligne doit être un nombre entier positif.' })
    .int({ error: 'La ligne doit être un nombre entier positif.' })
    .min(1, { error: 'La ligne doit être un nombre entier positif.' })
    .max(2_147_483_647, { error: 'La ligne est trop grande.' }),
});

/** The heaviest piece a counter scale weighs for one line, in kg. */
export const MAX_WEIGHED_KG = 500;

/** The real weight of a weighed line, in kg with at most three decimals (grams). */
export const WeighedQuantity = z
  .number({ error: 'Le poids doit être un nombre (en kg, par exemple 1,62).' })
  .gt(0, { error: 'Le poids doit être supérieur à 0.' })
  .max(MAX_WEIGHED_KG, { error: `Le poids ne peut pas dépasser ${MAX_WEIGHED_KG} kg.` })
  .refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, {
    error: 'Le poids se saisit au gramme près (trois décimales au plus).',
  });

/** How the customer agreed to pay more than the tolerance allows: on the phone, or at the counter. */
export const WEIGHING_AGREEMENTS = ['phone', 'counter'] as const;
export type WeighingAgreement = (typeof WEIGHING_AGREEMENTS)[number];

export const UpdateOrderLineRequest = z
  .object({
    /** null clears a weight entered by mistake. */
    weighedQuantity: WeighedQuantity.nullable().optional(),
    unavailable: z.boolean({ error: 'Valeur attendue\u00a0: true ou false.' }).optional(),
    /** Needed to save a weight further from the ordered quantity than the shop's weighing tolerance. */
    confirm: z.boolean({ error: 'Valeur attendue\u00a0: true ou false.' }).optional().default(false),
    /** How the customer agreed to a weight beyond the tolerance that raises the price (history, ADR 042). */
    agreement: z.enum(WEIGHING_AGREEMENTS, { error: 'Accord du client\u00a0: phone ou counter.' }).optional(),
    /** The lot of what is weighed, when it is not the article's (null or empty: the article's). */
    lotNumber: LotNumber.optional(),
  })
  .refine(
    (body) =>
      body.weighedQuantity !== undefined ||
      body.unavailable !== undefined ||
      body.lotNumber != null ||
      body.agreement !== undefined,
    {
      error: 'Indiquez le poids pesé ou si l’article est indisponible.',
      path: ['weighedQuantity'],
    },
  );
export type UpdateOrderLineRequest = z.input<typeof UpdateOrderLineRequest>;

export const CANCEL_REASON_MAX_LENGTH = 300;

export const ChangeOrderStatusRequest = z
  .object({
    status: z.enum(['Pending', 'Confirmed', 'Ready', 'Completed', 'Cancelled'], {
      error: 'Statut inconnu\u00a0: Confirmed, Ready, Completed ou Cancelled.',
    }),
    reason: z
      .string({ error: 'Le motif doit être un texte.' })
      .trim()
      .max(CANCEL_REASON_MAX_LENGTH, {
        error: `Le motif ne peut pas dépasser ${CANCEL_REASON_MAX_LENGTH} caractères.`,
      })
      .optional(),
    /** Handing over with money still due (issue 45): why it leaves unpaid, noted in the history. */
    unpaid: z
      .object({
        reason: z
          .string({ error: 'Le motif doit être un texte.' })
          .trim()
          .min(1, { error: 'Dites pourquoi la commande part sans être réglée.' })
          .max(CANCEL_REASON_MAX_LENGTH, {
            error: `Le motif ne peut pas dépasser ${CANCEL_REASON_MAX_LENGTH} caractères.`,
          }),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Cancelled' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Indiquez le motif de l’annulation.' });
    }
  });
export type ChangeOrderStatusRequest = z.input<typeof ChangeOrderStatusRequest>;

export const PreparationQuery = z.object({
  shopId: ShopIdQuery.optional(),
  date: CalendarDay.optional(),
});
export type PreparationQuery = z.input<typeof PreparationQuery>;

/** One article to cut for the day: its total over the day's orders, and the notes with their order numbers. */
export const PreparationArticle = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  saleUnit: z.enum(['kg', 'piece']),
  totalQuantity: z.number(),
  orderCount: z.number().int(),
  notes: z.array(z.object({ orderNumber: z.string(), note: z.string() })),
});
export type PreparationArticle = z.infer<typeof PreparationArticle>;

export const PreparationOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatus,
  mode: z.enum(['Pickup', 'Delivery']),
  /** The pickup window or delivery round chosen ("09:00" to "10:00"), if the day had any. */
  timeWindow: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  customer: z.object({ name: z.string(), company: z.string().nullable(), phone: z.string() }),
  comment: z.string().nullable(),
  /** How the order is settled when not at the till on the day (« Carte bloquée 36,00 € : rien à encaisser »). */
  payment: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      designation: z.string(),
      saleUnit: z.enum(['kg', 'piece']),
      quantity: z.number(),
      preparationNote: z.string().nullable(),
    }),
  ),
});
export type PreparationOrder = z.infer<typeof PreparationOrder>;

export const PreparationResponse = z.object({
  shop: z.object({ id: z.number().int(), name: z.string(), department: z.string() }),
  date: z.string(),
  articles: z.array(PreparationArticle),
  orders: z.array(PreparationOrder),
});
export type PreparationResponse = z.infer<typeof PreparationResponse>;

/** The shops a back-office user works at (every shop for an admin), for the shop switch. */
export const AdminShop = z.object({ id: z.number().int(), name: z.string(), department: z.string() });
export const AdminMeResponse = z.object({
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  shops: z.array(AdminShop),
  /** The account's second factor is on (ADR 045). */
  twoFactorEnabled: z.boolean(),
  /** The owner requires it of this account: until it is on, the back office only lets it turn it on. */
  twoFactorRequired: z.boolean(),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

/** The server-sent events of `GET /api/admin/events`. */
export const ADMIN_EVENT_NAMES = ['order-placed', 'order-updated'] as const;
export const AdminEvent = z.object({
  type: z.enum(ADMIN_EVENT_NAMES),
  orderId: z.number().int(),
  shopId: z.number().int(),
  number: z.string(),
  date: z.string(),
  status: OrderStatus,
});
export type AdminEvent = z.infer<typeof AdminEvent>;

/** A pro account waiting for an admin's approval (`GET /api/admin/pros`, admin only). */
export const PendingPro = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** When the account asked for pro prices (registration or profile). */
  requestedAt: z.string(),
});
export type PendingPro = z.infer<typeof PendingPro>;
export const PendingProsResponse = z.object({ items: z.array(PendingPro) });
export type PendingProsResponse = z.infer<typeof PendingProsResponse>;
