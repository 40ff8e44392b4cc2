// The order's one lifecycle owner (issues 38 and 46, ADR 051): its tables, its transitions and the effect
// list that follows them. Every module that moves an order or a payment calls these; the tables themselves
// are in lifecycle-tables.ts.

export {
  type BoxOrderCents,
  boxBalanceState,
  boxOfArticle,
  boxPricesOf,
  boxSettlementAnswer,
  boxSettlementOfOrder,
  boxSettlementsOfOrders,
  checkBoxDays,
  depositOfLines,
} from './box-settlement.js';
export {
  dueCents,
  readDue,
  recordCounterPayment,
  reverseCounterPayment,
} from './counter-payments.js';
export {
  createEffectRunner,
  type Effect,
  type EffectHandlers,
  type EffectOutcome,
  type EffectRunner,
} from './effect-runner.js';
export {
  addEffect,
  EFFECT_TEXT,
  type EffectKind,
  FORGOTTEN_WHEN_DONE,
  type MessageDetail,
  type MessageKind,
  type NewEffect,
  tellEffect,
} from './effects.js';
export {
  findCounterPayments,
  findEffect,
  findMealVouchers,
  findTroubledEffects,
  hasEffectToRun,
  hasUnfinishedEffects,
  mealVouchersTakenFrom,
  moveMealVoucher,
  onlineMealVouchersOn,
  resetEffect,
} from './lifecycle.repository.js';
export { insertHistory } from './lifecycle-history.js';
export {
  COUNTER_PAYMENT_NOTED,
  FIRST_CARD_PAYMENT_STATUS,
  FIRST_ORDER_STATUS,
  OPEN_PAYMENT_STATUSES,
} from './lifecycle-tables.js';
export { type DayMove, moveOrderDay } from './move-day.js';
export {
  inTransaction,
  movePayment,
  recordOrderPaymentStep,
  releaseEffect,
  startPayment,
  transitionOrder,
} from './transition.js';
