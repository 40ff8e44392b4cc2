import { cartEndpoints } from './cart.js';
import type { Endpoint } from './endpoint.js';
import { ordersEndpoints } from './orders.js';
import { quantityLimitsEndpoints } from './quantity-limits.js';
import { standingOrdersEndpoints } from './standing-orders.js';

export * from './documents.js';
export * from './endpoint.js';

/**
 * The whole table. Each part lives beside its module's shapes' neighbours in this folder; a new endpoint is one
 * entry here and one `route(app, …)` on the server.
 */
export const ENDPOINTS = {
  ...cartEndpoints,
  ...ordersEndpoints,
  ...quantityLimitsEndpoints,
  ...standingOrdersEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
