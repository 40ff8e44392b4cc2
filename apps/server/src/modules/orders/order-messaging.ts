import type { Order } from '@boucherie/contract';
import * as accounts from '../accounts/index.js';
import { publishOrderEvent } from '../events/event-bus.js';
import type { OrderDeps } from './order-deps.js';

type Mail = (order: Order, firstName: string, publicUrl: string) => { subject: string; text: string };

/**
 * After the customer's own change is committed: the staff board hears of it, and the customer gets `mail`.
 * The mail never fails the answer (the change is made): a failure is logged with `failure`.
 */
export async function tellCustomer(deps: OrderDeps, userId: number, order: Order, mail: Mail, failure: string) {
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
