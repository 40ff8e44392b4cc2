import type { FastifyInstance } from 'fastify';
import { staffMessageHandlers } from './modules/admin-orders/admin-orders.service.js';
import { ereportingEffectHandlers } from './modules/ereporting/index.js';
import { einvoiceEffectHandlers, platformOf } from './modules/invoices/index.js';
import { recallMessageHandlers } from './modules/lots/lot-recall.js';
import type { EffectHandlers, MessageKind } from './modules/order-lifecycle/index.js';
import { type MessageHandler, orderMessageHandlers } from './modules/orders/order-message-effects.js';
import { scheduleDeps } from './modules/orders/order-payments.js';
import { applyWaitingChange } from './modules/orders/raise-hold.js';
import { paymentEffectHandlers } from './modules/payments/index.js';

// What each effect of an order's life does (ADR 051), put together from the modules that know how: the
// payments' provider calls, the orders' and the staff's messages to the customer.

export function effectHandlers(app: FastifyInstance): EffectHandlers {
  const system = () => scheduleDeps(app);
  const staff = () => ({ ...system(), scope: { userId: 0, role: 'admin' as const, shopIds: null } });
  const messages: Partial<Record<MessageKind, MessageHandler>> = {
    ...orderMessageHandlers(system),
    ...staffMessageHandlers(staff),
    ...recallMessageHandlers(system),
  };
  return {
    ...paymentEffectHandlers({ db: app.db, payments: app.payments, publicUrl: app.config.PUBLIC_URL, log: app.log }),
    ...einvoiceEffectHandlers({ db: app.db, platform: platformOf(app.config) }),
    ...ereportingEffectHandlers({ db: app.db, platform: platformOf(app.config) }),
    apply_change: async (effect) => {
      if (effect.order_id === null) return undefined;
      return applyWaitingChange(system(), effect.order_id, effect.payload);
    },
    tell: async (effect) => {
      const { message, ...detail } = effect.payload;
      const handler = messages[message];
      if (!handler) throw new Error(`no handler for the message ${message}`);
      if (effect.order_id !== null) await handler(effect.order_id, detail);
      return undefined;
    },
  };
}
