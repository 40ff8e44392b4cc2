// The order's one lifecycle owner (issues 38 and 46, ADR 051): its tables, its transitions and the effect
// list that follows them. Every module that moves an order or a payment calls these.

export {
  createEffectRunner,
  type Effect,
  type EffectHandler,
  type EffectHandlers,
  type EffectOutcome,
  type EffectRunner,
  MAX_ATTEMPTS,
} from './effect-runner.js';
export {
  addEffect,
  EFFECT_KINDS,
  EFFECT_TEXT,
  type EffectKind,
  type MessageDetail,
  type MessageKind,
  type NewEffect,
  tellEffect,
} from './effects.js';
export {
  findEffect,
  findTroubledEffects,
  hasEffectToRun,
  hasUnfinishedEffects,
  resetEffect,
} from './lifecycle.repository.js';
export { insertHistory } from './lifecycle-history.js';
export {
  type Actor,
  COUNTER_PAYMENT_NOTED,
  FIRST_CARD_PAYMENT_STATUS,
  FIRST_ORDER_STATUS,
  nextStatus,
  OPEN_PAYMENT_STATUSES,
  ORDER_MOVES,
  PAYMENT_MOVES,
} from './lifecycle-tables.js';
export {
  inTransaction,
  movePayment,
  type OrderTransition,
  type PaymentMove,
  recordOrderPaymentStep,
  refuseMove,
  releaseEffect,
  STATUS_WORDS,
  startPayment,
  transitionOrder,
} from './transition.js';
