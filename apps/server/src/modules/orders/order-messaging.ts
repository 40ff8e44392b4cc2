import type { Order } from '@boucherie/contract';
import * as accounts from '../accounts/index.js';
import { publishOrderEvent } from '../events/event-bus.js';
import type { OrderNoticeDeps } from './order-deps.js';
import * as messages from './orders.messages.js';
import type { CustomerContact } from './orders.repository.js';

// Telling people of an order once it is written: the customer (confirmation, changes), the shop (its board and
// its mailbox). A message never fails the order: a transport's failure is logged.

type Mail = (order: Order, firstName: string, publicUrl: string) => { subject: string; text: string };

/**
 * After the customer's own change is committed: the staff board hears of it, and the customer gets `mail`.
 * The mail never fails the answer (the change is made): a failure is logged with `failure`.
 */
export async function tellCustomer(deps: OrderNoticeDeps, userId: number, order: Order, mail: Mail, failure: string) {
  await publishOrderEvent(deps, 'order-updated', order);
  const user = await accounts.findUserById(deps.db, userId);
  try {
    if (user?.email) {
      await deps.messenger.sendMail({ to: user.email, ...mail(order, user.first_name ?? '', deps.publicUrl) });
    }
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, failure);
  }
}

/** The order stands whatever the transports do: a failed message is logged, not reported to the customer. */
export async function sendConfirmation(deps: OrderNoticeDeps, user: CustomerContact, order: Order) {
  if (!user.email) return;
  try {
    await deps.messenger.sendMail({
      to: user.email,
      ...messages.confirmationMail(order, user.first_name ?? '', deps.publicUrl),
    });
    if (order.mode === 'Pickup' && user.phone_number) {
      await deps.messenger.sendSms({ to: user.phone_number, text: messages.confirmationSms(order) });
    }
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'order confirmation not sent');
  }
}

/** The shop's board hears of the order at once, and the shop's mailbox gets it (one e-mail per order). */
export async function tellTheShop(
  deps: OrderNoticeDeps,
  shopEmail: string,
  order: Order,
  event: 'order-placed' | 'order-updated' = 'order-placed',
) {
  await publishOrderEvent(deps, event, order);
  if (!shopEmail) return;
  try {
    await deps.messenger.sendMail({ to: shopEmail, ...messages.shopNewOrderMail(order, deps.publicUrl) });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'shop not told of the order');
  }
}
