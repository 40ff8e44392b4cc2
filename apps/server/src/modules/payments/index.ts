// The payments module's face to the other modules (ADR 049).
export { forgetCardHolder } from './card-holder-erasure.js';
export type { MealVoucherProvider } from './meal-voucher-provider.js';
export {
  eligibleArticles,
  MEAL_VOUCHER_PAGE_PATH,
  mealVoucherPartOf,
  mealVoucherSplitOf,
  mealVouchersUsedOn,
  writeMealVoucherPayment,
} from './meal-voucher-split.js';
export { pageOpened } from './page-opened.js';
export {
  choosePaymentMethod,
  mealVouchersFor,
  methodsOffered,
  type PaymentPlan,
  planPayment,
  policiesFor,
  policyFor,
} from './payment-choice.js';
export { paymentEffectHandlers } from './payment-effects.js';
export { type DueHandlers, reconcilePayments, runDuePayments, type ScheduleResult } from './payment-schedule.js';
export { followHold, paidAtCounter, planFullRefund, planRefund, refundableByCard } from './payment-settling.js';
export { boxAnswerOf, paymentAnswer, readPaymentAnswer } from './payment-steps.js';
export { findPayment, findPayments, type PaymentRow } from './payments.repository.js';
export { type PaymentDeps, providerOf, syncPayment } from './payments.service.js';
export { noCardPayments, type Payments } from './payments-runtime.js';
