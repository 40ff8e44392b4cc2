import { z } from 'zod';
import { CalendarDay } from './admin-orders.js';
import { Money } from './common.js';
import { InvoiceKind } from './invoices.js';
import { PaymentTerms } from './payment-terms.js';

// A pro's monthly statement (relevé mensuel, issue 15): the month's documents and what remains due.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_ERROR = 'Mois invalide\u00a0: attendu AAAA-MM (par exemple 2026-11).';

/** "2026-11": a calendar month, from 2000 to 2099. */
export const StatementMonth = z
  .string({ error: MONTH_ERROR })
  .trim()
  .refine((value) => MONTH.test(value) && value >= '2000-01' && value <= '2099-12', { error: MONTH_ERROR });

/** `?month=2026-11`; absent: the current month (Paris). */
export const StatementQuery = z.object({ month: StatementMonth.optional() });
export type StatementQuery = z.input<typeof StatementQuery>;

/** `/api/statements/{month}.pdf`: the month before the extension. */
export const StatementPdfParams = z.object({
  file: z
    .string()
    .regex(/^\d{4}-\d{2}\.pdf$/, { error: 'Adresse de relevé invalide\u00a0: attendu AAAA-MM.pdf.' })
    .meta({ example: '2026-11.pdf' })
    .transform((value) => value.slice(0, 7))
    .pipe(StatementMonth),
});

/** An invoice or a credit note issued in the month. */
export const StatementDocument = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: InvoiceKind,
  orderNumber: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  /** TTC; a credit note's is negative. */
  amount: Money,
  /** A credit note's invoice. */
  invoiceNumber: z.string().nullable(),
  /** The day the owner recorded the payment (invoices only); null: not paid. */
  paidOn: z.string().nullable(),
  /** Still due at the statement's date and past its due date. */
  isOverdue: z.boolean(),
  /** A credit note on an invoice already paid, not refunded at the statement's date: owed to the pro. */
  isInFavour: z.boolean(),
  /** The day the owner refunded that credit note (or set it off); null: not refunded. */
  refundedOn: z.string().nullable(),
});
export type StatementDocument = z.infer<typeof StatementDocument>;

/** An invoice not paid at the statement's date, whatever its month, less its credit notes. */
export const OutstandingInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  amount: Money,
  credited: Money,
  remaining: Money,
  isOverdue: z.boolean(),
});
export type OutstandingInvoice = z.infer<typeof OutstandingInvoice>;

/** A credit note issued after its invoice was paid, not refunded at the statement's date, whatever its month. */
export const CreditInFavour = z.object({
  id: z.number().int(),
  number: z.string(),
  invoiceNumber: z.string(),
  issueDate: z.string(),
  /** TTC, positive: what the shop owes the pro. */
  amount: Money,
});
export type CreditInFavour = z.infer<typeof CreditInFavour>;

export const Statement = z.object({
  month: z.string(),
  /** The statement's date: the month's last day, or today for the current month. */
  asOf: z.string(),
  customer: z.object({
    id: z.number().int(),
    company: z.string().nullable(),
    name: z.string(),
    /** The pro's own terms; null: the business's default. */
    paymentTerms: PaymentTerms.nullable(),
    effectiveTerms: PaymentTerms,
  }),
  documents: z.array(StatementDocument),
  /** The month's invoices, credit notes and their difference, TTC. */
  invoiced: Money,
  credited: Money,
  net: Money,
  outstanding: z.array(OutstandingInvoice),
  /** Every unpaid invoice to date, less its credit notes. */
  remainingDue: Money,
  /** The part of it past its due date. */
  overdue: Money,
  creditsInFavour: z.array(CreditInFavour),
  /** Their sum: owed to the pro. */
  inFavour: Money,
  /** remainingDue less inFavour: negative when the shop owes the pro ("En votre faveur"). */
  balance: Money,
});
export type Statement = z.infer<typeof Statement>;

/** `POST /api/admin/invoices/{id}/payment`: the day the money came in (Paris). */
export const InvoicePaymentRequest = z.object({ paidOn: CalendarDay });
export type InvoicePaymentRequest = z.input<typeof InvoicePaymentRequest>;

export const InvoicePayment = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  paidOn: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;
