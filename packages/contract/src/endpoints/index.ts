import { accountsEndpoints } from './accounts.js';
import { adminCatalogueEndpoints } from './admin-catalogue.js';
import { adminCustomersEndpoints } from './admin-customers.js';
import { adminInvoicesEndpoints } from './admin-invoices.js';
import { adminJournalEndpoints } from './admin-journal.js';
import { adminOrdersEndpoints } from './admin-orders.js';
import { adminPaymentChecksEndpoints } from './admin-payment-checks.js';
import { adminShopsEndpoints } from './admin-shops.js';
import { adminStaffEndpoints } from './admin-staff.js';
import { adminStatsEndpoints } from './admin-stats.js';
import { boxesEndpoints } from './boxes.js';
import { cartEndpoints } from './cart.js';
import { catalogueEndpoints } from './catalogue.js';
import { contentEndpoints } from './content.js';
import { deliveryNotesEndpoints } from './delivery-notes.js';
import type { Endpoint } from './endpoint.js';
import { ereportingEndpoints } from './ereporting.js';
import { invoicesEndpoints } from './invoices.js';
import { lotsEndpoints } from './lots.js';
import { ordersEndpoints } from './orders.js';
import { paymentsEndpoints } from './payments.js';
import { quantityLimitsEndpoints } from './quantity-limits.js';
import { quotasEndpoints } from './quotas.js';
import { shopsEndpoints } from './shops.js';
import { standingOrdersEndpoints } from './standing-orders.js';
import { tillJournalEndpoints } from './till-journal.js';
import { twoFactorEndpoints } from './two-factor.js';

export * from './documents.js';
export * from './endpoint.js';

/**
 * The whole table. Each part lives beside its module's shapes' neighbours in this folder; a new endpoint is one
 * entry here and one `route(app, …)` on the server.
 */
export const ENDPOINTS = {
  ...accountsEndpoints,
  ...adminCatalogueEndpoints,
  ...adminCustomersEndpoints,
  ...adminInvoicesEndpoints,
  ...adminJournalEndpoints,
  ...adminOrdersEndpoints,
  ...adminPaymentChecksEndpoints,
  ...adminShopsEndpoints,
  ...adminStaffEndpoints,
  ...adminStatsEndpoints,
  ...ereportingEndpoints,
  ...cartEndpoints,
  ...catalogueEndpoints,
  ...contentEndpoints,
  ...deliveryNotesEndpoints,
  ...invoicesEndpoints,
  ...lotsEndpoints,
  ...boxesEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...quantityLimitsEndpoints,
  ...quotasEndpoints,
  ...shopsEndpoints,
  ...standingOrdersEndpoints,
  ...tillJournalEndpoints,
  ...twoFactorEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
