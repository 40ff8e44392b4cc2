// The payments module's face to the other modules (ADR 049).
export {
  choosePaymentMethod,
  methodsOffered,
  type PaymentPlan,
  planPayment,
  policiesFor,
  policyFor,
} from './payment-choice.js';
export { type DueHandlers, reconcilePayments, runDuePayments } from './payment-schedule.js';
export { captureAtReady, paidAtCounter, refundPayment, releasePayment, settleAtStatus } from './payment-settling.js';
export { paymentAnswer } from './payment-steps.js';
export { findPayment, findPayments, insertPayment, type PaymentRow } from './payments.repository.js';
export { openPaymentPage, type PaymentDeps, paymentDepsOf, syncPayment } from './payments.service.js';
export type { Payments } from './payments-runtime.js';
