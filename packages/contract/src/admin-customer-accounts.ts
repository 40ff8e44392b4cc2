import { z } from 'zod';
import { PageNumber, paged, pageSize, searchText } from './common.js';
import { OrderStatus } from './orders.js';

// Issue 14: the customers in the back office. Search and a customer's page (staff: their shops' customers
// only), the GDPR export and the anonymisation (the owner only).

export const CUSTOMERS_DEFAULT_PAGE_SIZE = 20;

export const CustomersQuery = z.object({
  /** Name, e-mail, phone or company; case, accents and ligatures ignored; every word must be found. */
  Search: searchText(true),
  PageNumber,
  PageSize: pageSize(CUSTOMERS_DEFAULT_PAGE_SIZE),
});
export type CustomersQuery = z.input<typeof CustomersQuery>;

export const ProStatus = z.enum(['none', 'pending', 'approved']);

/** One customer in the search's answer. */
export const CustomerSummary = z.object({
  id: z.number().int(),
  userType: z.number().int(),
  proStatus: ProStatus,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  locality: z.string(),
  createdAt: z.string(),
  /** Orders the viewer may see (staff: at their shops), cancelled ones included. */
  orderCount: z.number().int(),
  lastOrderDate: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomersResponse = paged(CustomerSummary);
export type CustomersResponse = z.infer<typeof CustomersResponse>;

export const CustomerOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  status: OrderStatus,
  mode: z.enum(['Pickup', 'Delivery']),
  shopName: z.string(),
  priceBasis: z.enum(['TTC', 'HT']),
  totalHT: z.number(),
  totalTTC: z.number(),
  createdAt: z.string(),
});
export type CustomerOrderSummary = z.infer<typeof CustomerOrderSummary>;

/** The most recent orders a customer's page lists (the totals count them all). */
export const CUSTOMER_PAGE_ORDERS = 50;

/**
 * An order handed over without payment (issue 45): the staff said why it left unpaid, and how much was due
 * then. Kept on the customer's file whatever is paid afterwards (the order's own page says what is still due).
 */
export const UnpaidHandover = z.object({
  orderId: z.number().int(),
  number: z.string().optional(),
  /** When it was handed over (ISO date-time). */
  at: z.string(),
  reason: z.string(),
  /** What was due when it left, in euros. */
  amount: z.number(),
});
export type UnpaidHandover = z.infer<typeof UnpaidHandover>;

export const CustomerDetail = CustomerSummary.extend({
  vatNumber: z.string().nullable(),
  email2: z.string().nullable(),
  phone2: z.string().nullable(),
  streetAndNumber: z.string(),
  postCode: z.string(),
  country: z.string(),
  favoriteStore: z.string().nullable(),
  wantsNewsletter: z.boolean(),
  isVerified: z.boolean(),
  proApprovedAt: z.string().nullable(),
  /** Over every order the viewer may see; cancelled orders are counted apart and not in the amounts. */
  totals: z.object({
    orderCount: z.number().int(),
    cancelledCount: z.number().int(),
    totalHT: z.number(),
    totalTTC: z.number(),
    averageTTC: z.number().nullable(),
    firstOrderDate: z.string().nullable(),
    lastOrderDate: z.string().nullable(),
  }),
  /** The newest first, at most CUSTOMER_PAGE_ORDERS. */
  orders: z.array(CustomerOrderSummary),
  /** The orders (the viewer may see) handed over without payment, the newest first. */
  unpaidHandovers: z.array(UnpaidHandover),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

export const ANONYMISE_REASON_MAX_LENGTH = 300;

export const AnonymiseCustomerRequest = z
  .object({
    /** Why, as the owner writes it ("demande reçue par e-mail le 12 novembre"): kept in the journal. */
    reason: z
      .string({ error: 'Le motif doit être un texte.' })
      .trim()
      .max(ANONYMISE_REASON_MAX_LENGTH, {
        error: `Le motif ne peut pas dépasser ${ANONYMISE_REASON_MAX_LENGTH} caractères.`,
      })
      .optional(),
  })
  // A POST without a body is read as null.
  .nullish()
  .transform((body) => body ?? {});
export type AnonymiseCustomerRequest = z.input<typeof AnonymiseCustomerRequest>;

export const AnonymisedCustomer = z.object({ id: z.number().int(), anonymisedAt: z.string() });
export type AnonymisedCustomer = z.infer<typeof AnonymisedCustomer>;

// The GDPR export of a customer (`CustomerExport`) lives in customer-export.ts.
