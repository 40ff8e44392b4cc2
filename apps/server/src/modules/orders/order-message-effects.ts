import { formatEuros } from '../../lib/money.js';
import type { MessageDetail, MessageKind } from '../order-lifecycle/index.js';
import { customerCancelledMail } from './cancel-order.js';
import type { OrderDeps } from './order-deps.js';
import { sendConfirmation, tellTheShop } from './order-messaging.js';
import { customerOrder } from './order-view.js';
import * as messages from './orders.messages.js';
import * as repo from './orders.repository.js';

// The customer's messages the orders' moves write as effects (ADR 051), composed when they run: a message
// that failed is tried again, so it goes out at least once, with the money as it is by then.

export type MessageHandler = (orderId: number, detail: MessageDetail) => Promise<void>;

async function contactAndOrder(deps: OrderDeps, orderId: number) {
  const contact = await repo.findOrderContact(deps.db, orderId);
  const order = contact ? await customerOrder(deps.db, contact.user_id, orderId) : null;
  return contact && order ? { contact, order } : null;
}

async function send(deps: OrderDeps, to: { phone?: string | null; email?: string | null }, text: Text) {
  if (to.phone && text.sms) await deps.messenger.sendSms({ to: to.phone, text: text.sms });
  if (to.email) await deps.messenger.sendMail({ to: to.email, ...text.mail });
}
type Text = { sms?: string; mail: { subject: string; text: string } };

export function orderMessageHandlers(deps: () => OrderDeps): Partial<Record<MessageKind, MessageHandler>> {
  return {
    /** A card order is confirmed once its card is secured (held, or saved for a far day), not when placed. */
    secured: async (orderId) => {
      const found = await contactAndOrder(deps(), orderId);
      if (!found || found.contact.status === 'Cancelled') return;
      await sendConfirmation(deps(), found.contact, found.order);
      await tellTheShop(deps(), found.contact.shop_email, found.order, 'order-updated');
    },
    payment_refused: async (orderId) => {
      const d = deps();
      const contact = await repo.findOrderContact(d.db, orderId);
      if (!contact) return;
      const text = messages.paymentRefusedMessages(
        contact.number,
        contact.first_name ?? '',
        `${d.publicUrl}/order/${orderId}`,
      );
      await send(d, { phone: contact.phone_number, email: contact.email }, text);
    },
    customer_cancelled: async (orderId) => {
      const d = deps();
      const found = await contactAndOrder(d, orderId);
      if (!found?.contact.email) return;
      const mail = customerCancelledMail(found.order, found.contact.first_name ?? '', d.publicUrl);
      await d.messenger.sendMail({ to: found.contact.email, ...mail });
    },
    moved: async (orderId, detail) => {
      const d = deps();
      const found = await contactAndOrder(d, orderId);
      if (!found || !detail.fromDate) return;
      const text = messages.movedMessages(found.order, found.contact.first_name ?? '', detail.fromDate, d.publicUrl);
      await send(d, { phone: found.contact.phone_number, email: found.contact.email }, text);
    },
    refunded: async (orderId, detail) => {
      const d = deps();
      const found = await contactAndOrder(d, orderId);
      if (!found) return;
      const amount = formatEuros((detail.amountCents ?? 0) / 100);
      const text = messages.refundedMessages(found.order, found.contact.first_name ?? '', amount, d.publicUrl);
      await send(d, { phone: found.contact.phone_number, email: found.contact.email }, text);
    },
  };
}
