import { type OrderPayment, type PaymentMethod, UNPAID_CANCEL_REASON } from '@boucherie/contract';
import type { FastifyInstance } from 'fastify';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import * as accounts from '../accounts/index.js';
import { publishOrderEvent } from '../events/event-bus.js';
import { mailDeps } from '../messages/mail-deps.js';
import {
  choosePaymentMethod,
  type DueHandlers,
  findPayment,
  methodsOffered,
  openPaymentPage,
  type PaymentDeps,
  paymentAnswer,
  paymentDepsOf,
  policyFor,
  reconcilePayments,
  runDuePayments,
  syncPayment,
} from '../payments/index.js';
import * as limits from '../rate-limit/rate-limit.js';
import type { Viewer } from '../sessions/sessions.js';
import type { OrderDeps } from './order-deps.js';
import { insertOrderEvent } from './order-events.repository.js';
import { sendConfirmation, tellTheShop } from './order-messaging.js';
import { customerOrder } from './order-view.js';
import * as messages from './orders.messages.js';
import * as repo from './orders.repository.js';

// An order's card payment seen from the order (ADR 049): trying again, the unpaid order's end, the refused
// saved card's message.

type User = NonNullable<Viewer>;

/** How a new order is paid: asked for, if the owner's rule for the shop's day and the account allow it. */
export async function paymentMethodFor(
  deps: OrderDeps,
  viewer: User,
  shopId: number,
  date: string,
  requested: PaymentMethod | undefined,
): Promise<PaymentMethod> {
  const policy = await policyFor(deps.db, shopId, date);
  const offered = methodsOffered(policy, deps.payments?.enabled ?? false, { onAccount: viewer.isApprovedPro });
  return choosePaymentMethod(requested, offered);
}

/**
 * A card payment's page, opened once the order holds its place; a provider that cannot be reached leaves the
 * order awaiting, and the customer tries again from its page (POST /api/orders/{id}/payment/retry).
 */
export async function openFirstPage(deps: OrderDeps, orderId: number, email: string): Promise<void> {
  if (!deps.payments) return;
  await openPaymentPage(paymentDeps(deps), { id: orderId, email }, 0).catch((error: unknown) =>
    deps.log.error({ err: error, orderId }, 'payment page not opened'),
  );
}

/** A new page costs a call to the provider: a few per order and customer. */
const RETRY_LIMIT: limits.Limit = {
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Trop de tentatives de paiement. Réessayez dans un moment ou appelez la boutique.',
};

export function paymentDeps(deps: OrderDeps): PaymentDeps {
  const pay = paymentDepsOf({ ...deps, publicUrl: deps.returnUrl ?? deps.publicUrl });
  if (!pay) throw new AppError('CONFLICT', 'Le paiement en ligne n’est pas proposé par la boutique.');
  return pay;
}

/**
 * A refused or abandoned payment tried again within the order's window: a new page of the provider (the
 * old one closed, so that only one can authorise). An order already authorised answers its payment as it is.
 */
export async function retryPayment(deps: OrderDeps, viewer: User, orderId: number): Promise<OrderPayment> {
  const order = await repo.findUserOrder(deps.db, viewer.userId, orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  const pay = paymentDeps(deps);
  await limits.consume(deps.db, `payment-retry:user:${viewer.userId}`, RETRY_LIMIT, deps.now, deps.rateLimits);
  await syncPayment(pay, orderId);
  const row = await findPayment(deps.db, orderId);
  if (row?.method !== 'online') throw new AppError('CONFLICT', 'Cette commande ne se paie pas en ligne.');
  const payable = row.status === 'awaiting_authorization' || row.status === 'failed';
  if (!payable) return paymentAnswer(row, 'counter');
  if (order.status === 'Cancelled' || !row.awaiting_until || Date.parse(row.awaiting_until) <= deps.now.getTime())
    throw new AppError(
      'CONFLICT',
      'Le délai pour payer cette commande est passé\u00a0: elle a été annulée. Vous pouvez la commander à nouveau.',
    );
  const provider = await deps.payments?.provider();
  if (row.checkout_session_id) await provider?.closePage(row.checkout_session_id);
  const contact = await accounts.findUserById(deps.db, viewer.userId);
  await openPaymentPage(pay, { id: orderId, email: contact?.email ?? '' }, deps.now.getTime());
  return paymentAnswer(await findPayment(deps.db, orderId), 'counter');
}

/** Asks the provider about an order's awaited payment; a provider that cannot be reached changes nothing. */
export async function refreshPayment(deps: OrderDeps, orderId: number): Promise<void> {
  if (!deps.payments) return;
  await syncPayment(paymentDeps(deps), orderId).catch((error: unknown) =>
    deps.log.error({ err: error, orderId }, 'payment not read from the provider'),
  );
}

/** The order whose payment never came is cancelled, its place freed; the board and the customer hear of it. */
export async function cancelUnpaidOrder(deps: OrderDeps, orderId: number): Promise<void> {
  const at = deps.now.toISOString();
  const userId = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await trx
      .selectFrom('customer_order')
      .select(['status', 'user_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!row || (row.status !== 'Pending' && row.status !== 'Confirmed')) return null;
    await trx
      .updateTable('customer_order')
      .set({ status: 'Cancelled', cancel_reason: UNPAID_CANCEL_REASON, updated_at: at })
      .where('id', '=', orderId)
      .execute();
    await insertOrderEvent(trx, {
      orderId,
      at,
      userId: null,
      action: 'cancelled',
      detail: { from: row.status, to: 'Cancelled', reason: UNPAID_CANCEL_REASON },
    });
    return row.user_id;
  });
  if (userId === null) return;
  const order = await customerOrder(deps.db, userId, orderId);
  if (order) await publishOrderEvent(deps, 'order-updated', order);
}

/** A saved card refused at the cut-off: a new page, and the customer told by SMS and e-mail, with its link. */
export async function tellPaymentRefused(deps: OrderDeps, orderId: number): Promise<void> {
  const contact = await repo.findOrderContact(deps.db, orderId);
  if (!contact) return;
  await openPaymentPage(paymentDeps(deps), { id: orderId, email: contact.email ?? '' }, deps.now.getTime());
  const text = messages.paymentRefusedMessages(
    contact.number,
    contact.first_name ?? '',
    `${deps.publicUrl}/order/${orderId}`,
  );
  try {
    if (contact.phone_number) await deps.messenger.sendSms({ to: contact.phone_number, text: text.sms });
    if (contact.email) await deps.messenger.sendMail({ to: contact.email, ...text.mail });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'payment refusal not told');
  }
}

/**
 * A card order is confirmed once its card is secured (held, or saved for a far day), not when placed: the
 * customer's e-mail (and SMS for a pickup) and the shop's new-order e-mail; the board hears the new payment.
 */
export async function confirmSecuredOrder(deps: OrderDeps, orderId: number): Promise<void> {
  const contact = await repo.findOrderContact(deps.db, orderId);
  if (!contact || contact.status === 'Cancelled') return;
  const order = await customerOrder(deps.db, contact.user_id, orderId);
  if (!order) return;
  await sendConfirmation(deps, contact, order);
  await tellTheShop(deps, contact.shop_email, order, 'order-updated');
}

/** An app's card payments confirm its orders when secured (Payments.secured). */
export const securedOrders = (app: FastifyInstance) => (orderId: number) =>
  confirmSecuredOrder(scheduleDeps(app), orderId);

/** What the payments' schedule asks of orders. */
export const dueHandlers = (deps: OrderDeps): DueHandlers => ({
  cancelUnpaid: (orderId) => cancelUnpaidOrder(deps, orderId),
  tellRefused: (orderId) => tellPaymentRefused(deps, orderId),
});

/** What an app's schedule gives the order and payment calls: no request, the system acting. */
function scheduleDeps(app: FastifyInstance): OrderDeps {
  return { ...mailDeps(app, app.log), rateLimits: app.config.RATE_LIMITS, events: app.events, payments: app.payments };
}

/** Once: unpaid orders past their window, saved cards due for their hold; then, if asked, the reconciliation. */
export async function runPaymentSchedule(app: FastifyInstance, options: { reconcile: boolean }): Promise<void> {
  if (!app.payments.enabled) return;
  const deps = scheduleDeps(app);
  await runDuePayments(paymentDeps(deps), dueHandlers(deps));
  if (options.reconcile) await reconcilePayments(paymentDeps(deps));
}

const MINUTE = 60_000;

/** Every minute the due payments, every ten the reconciliation; stopped by the returned function. */
export function startPaymentSchedule(app: FastifyInstance): () => void {
  let ticks = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runPaymentSchedule(app, { reconcile: ticks++ % 10 === 0 });
    } catch (error) {
      app.log.error({ err: error }, 'payment schedule failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
