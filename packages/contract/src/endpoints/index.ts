import { adminCustomersEndpoints } from './admin-customers.js';
import { adminInvoicesEndpoints } from './admin-invoices.js';
import { adminJournalEndpoints } from './admin-journal.js';
import { adminOrdersEndpoints } from './admin-orders.js';
import { adminPaymentChecksEndpoints } from './admin-payment-checks.js';
import { adminStaffEndpoints } from './admin-staff.js';
import { adminStatsEndpoints } from './admin-stats.js';
import { cartEndpoints } from './cart.js';
import type { Endpoint } from './endpoint.js';

export * from './documents.js';
export * from './endpoint.js';

/**
 * The whole table. Each part lives beside its module's shapes' neighbours in this folder; a new endpoint is one
 * entry here and one `route(app, …)` on the server.
 */
export const ENDPOINTS = {
  ...adminCustomersEndpoints,
  ...adminInvoicesEndpoints,
  ...adminJournalEndpoints,
  ...adminOrdersEndpoints,
  ...adminPaymentChecksEndpoints,
  ...adminStaffEndpoints,
  ...adminStatsEndpoints,
  ...cartEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
