// The payments module's face to the other modules (ADR 049).
export {
  choosePaymentMethod,
  methodsOffered,
  type PaymentPlan,
  planPayment,
  policiesFor,
  policyFor,
} from './payment-choice.js';
export { paymentAnswer } from './payment-steps.js';
export { findPayment, findPayments, insertPayment } from './payments.repository.js';
export {
  captureAtReady,
  type DueHandlers,
  openPaymentPage,
  type PaymentDeps,
  paidAtCounter,
  reconcilePayments,
  refundPayment,
  releasePayment,
  runDuePayments,
  settleAtStatus,
  syncPayment,
} from './payments.service.js';
export type { Payments } from './payments-runtime.js';
