// The invoices module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export { invoicesWithPayment } from './invoices.repository.js';
