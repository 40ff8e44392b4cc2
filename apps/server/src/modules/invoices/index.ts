// The invoices module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export { platformOf } from './einvoice.service.js';
export { einvoiceEffectHandlers } from './einvoice-effects.js';
export { depositFlow, type Platform } from './einvoice-platform.js';
export { invoicesWithPayment } from './invoices.repository.js';
