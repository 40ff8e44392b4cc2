import { z } from 'zod';
import { OrderEvent } from './admin-orders.js';
import { SaleUnit } from './catalogue.js';
import { Money } from './common.js';
import { InvoiceSummary } from './invoices.js';
import { Order, VatAmount } from './orders.js';
import { PaymentTerms } from './payment-terms.js';
import { PaymentMethod, PaymentStatus } from './payments.js';
import { StandingOrder, StandingOrderOccurrence } from './standing-orders.js';
import { User } from './user.js';

// Issue 30, item 10: the GDPR copy of a customer's data speaks the API's own shapes and units (euros, kilos or
// pieces, booleans, ISO dates), never the database's columns, so that it reads like what the customer sees.

/** The account as the API answers it (`User`), with what only the shop's records add. */
export const ExportedAccount = User.extend({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the account asked to become pro, and when the shop approved it. */
  proRequestedAt: z.string().nullable(),
  proApprovedAt: z.string().nullable(),
  /** A pro's own payment terms; null: the business's default. */
  paymentTerms: PaymentTerms.nullable(),
});
export type ExportedAccount = z.infer<typeof ExportedAccount>;

/** The customer's order as their own answer reads it, with its whole history in words (not who acted). */
export const ExportedOrder = Order.extend({ history: z.array(OrderEvent.omit({ by: true })) });
export type ExportedOrder = z.infer<typeof ExportedOrder>;

/** An article in the cart: `quantity` in kilos or pieces, as `saleUnit` says. */
export const ExportedCartLine = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  saleUnit: SaleUnit,
  quantity: z.number(),
  updatedAt: z.string(),
});
export type ExportedCartLine = z.infer<typeof ExportedCartLine>;

export const ExportedFavorite = z.object({
  articleId: z.number().int(),
  designation: z.string(),
  createdAt: z.string(),
});
export type ExportedFavorite = z.infer<typeof ExportedFavorite>;

/** The standing order as its answer reads it, with every date it ever decided (placed or skipped). */
export const ExportedStandingOrder = StandingOrder.extend({ occurrences: z.array(StandingOrderOccurrence) });
export type ExportedStandingOrder = z.infer<typeof ExportedStandingOrder>;

/** A line of an invoice or credit note as issued: kilos weighed, pieces, or 1 for a service (the delivery). */
export const ExportedInvoiceLine = z.object({
  designation: z.string(),
  unit: z.enum(['kg', 'piece', 'service']),
  quantity: z.number(),
  /** In the document's basis: HT for a pro, TTC for a particulier. */
  unitPrice: Money,
  vatRate: z.number(),
  total: Money,
  origin: z.string().nullable(),
  note: z.string().nullable(),
  lot: z.string().nullable(),
});
export type ExportedInvoiceLine = z.infer<typeof ExportedInvoiceLine>;

/** An invoice or credit note as the customer's list shows it, with what the document says of them. */
export const ExportedInvoice = InvoiceSummary.extend({
  /** The day the shop marked it paid (Paris); null while unpaid, and for a credit note. */
  paidOn: z.string().nullable(),
  /** A credit note's reason. */
  reason: z.string().nullable(),
  buyer: z.object({
    name: z.string(),
    company: z.string().nullable(),
    street: z.string(),
    postCode: z.string(),
    city: z.string(),
    country: z.string(),
    vatNumber: z.string().nullable(),
    siren: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Where the goods went, when not to the buyer's address. */
  delivery: z
    .object({ name: z.string(), street: z.string(), postCode: z.string(), city: z.string(), country: z.string() })
    .nullable(),
  lines: z.array(ExportedInvoiceLine),
  vatByRate: z.array(VatAmount),
});
export type ExportedInvoice = z.infer<typeof ExportedInvoice>;

/**
 * An order's payment as the shop keeps it (amounts in euros): never a reference of the provider's (a page, a
 * hold, a Customer, a card), which is the provider's business, not the customer's data (ADR 061).
 */
export const ExportedPayment = z.object({
  orderNumber: z.string(),
  method: PaymentMethod,
  status: PaymentStatus,
  heldAmount: Money,
  capturedAmount: Money,
  refundedAmount: Money,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the shop's till took it (« payé au comptoir »), or null. */
  paidAtCounterAt: z.string().nullable(),
});
export type ExportedPayment = z.infer<typeof ExportedPayment>;

/**
 * GET /api/admin/customers/{id}/export: everything the shop holds about one customer (GDPR right of
 * access), as a JSON download. Secrets (password hash, session and code hashes) are never in it.
 */
export const CustomerExport = z.object({
  exportedAt: z.string(),
  business: z.string(),
  account: ExportedAccount,
  /** Oldest first. */
  orders: z.array(ExportedOrder),
  /** Each order's payment, oldest order first. */
  payments: z.array(ExportedPayment),
  cart: z.array(ExportedCartLine),
  favorites: z.array(ExportedFavorite),
  /** When the customer logged in (sessions still on record). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  staffShops: z.array(z.string()),
  standingOrders: z.array(ExportedStandingOrder),
  invoices: z.array(ExportedInvoice),
  /** In their own series, each naming the invoice it credits (`invoiceNumber`). */
  creditNotes: z.array(ExportedInvoice),
});
export type CustomerExport = z.infer<typeof CustomerExport>;

/**
 * GET /api/admin/customers/{id}/export.html: the same data as a printable French page (« Votre compte »,
 * « Vos commandes »…), for the customer to read; no script, its own style.
 */
export const CustomerExportPage = z.string().meta({ description: 'Une page HTML imprimable (text/html)' });
