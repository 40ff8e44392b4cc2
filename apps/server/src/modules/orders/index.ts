// The orders module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export { addressColumns, DEFAULT_COUNTRY, deliveryAddressOf, requireVerified } from './delivery-address.js';
export { fixedColumns } from './fixed-at-ready.js';
export type { OrderDocumentRow } from './order-document.repository.js';
export { documentLot, findOrderDocument, findOrderLinesWithOrigin } from './order-document.repository.js';
export type { OrderEventRow } from './order-events.repository.js';
export { findOrderEvents, insertOrderEvent } from './order-events.repository.js';
export type { MessageHandler } from './order-message-effects.js';
export { updateOrder } from './order-updates.repository.js';
export { findOrderLines, findUserOrder, selectOrderRows } from './orders.repository.js';
