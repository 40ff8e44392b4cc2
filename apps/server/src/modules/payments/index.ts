// The payments module's face to the other modules (ADR 049).
export {
  choosePaymentMethod,
  methodsOffered,
  type PaymentPlan,
  planPayment,
  policiesFor,
  policyFor,
} from './payment-choice.js';
export { paymentEffectHandlers } from './payment-effects.js';
export { type DueHandlers, reconcilePayments, runDuePayments, type ScheduleResult } from './payment-schedule.js';
export { followHold, paidAtCounter, planRefund } from './payment-settling.js';
export { paymentAnswer } from './payment-steps.js';
export { findPayment, findPayments, type PaymentRow } from './payments.repository.js';
export { type PaymentDeps, paymentDepsOf, providerOf, syncPayment } from './payments.service.js';
export type { Payments } from './payments-runtime.js';
