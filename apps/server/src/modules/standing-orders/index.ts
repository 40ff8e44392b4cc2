// The standing-orders module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export { deleteUserStandingOrders } from './standing-orders.repository.js';
