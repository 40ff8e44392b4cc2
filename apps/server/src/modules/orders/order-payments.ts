import {
  MEAL_VOUCHER_CHECKOUT_REFUSAL,
  mealVoucherDayRefusal,
  type OrderPayment,
  type PaymentMethod,
} from '@boucherie/contract';
import type { FastifyInstance } from 'fastify';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound, validation } from '../../errors.js';
import { publishOrderEvent } from '../events/event-bus.js';
import { findMealVouchers, hasEffectToRun, inTransaction, movePayment } from '../order-lifecycle/index.js';
import {
  choosePaymentMethod,
  type DueHandlers,
  findPayment,
  mealVouchersFor,
  methodsOffered,
  type PaymentDeps,
  pageOpened,
  policyFor,
  readPaymentAnswer,
  reconcilePayments,
  runDuePayments,
  syncPayment,
} from '../payments/index.js';
import * as limits from '../rate-limit/rate-limit.js';
import type { Viewer } from '../sessions/sessions.js';
import { type OrderDeps, orderDepsOf } from './order-deps.js';
import { customerOrder } from './order-view.js';
import * as repo from './orders.repository.js';

// An order's card payment seen from the order (ADR 049): trying again, and what time asks of payments.

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
  const vouchers = await mealVouchersFor(deps.db, shopId, deps.payments.mealVouchers !== null);
  // The law's refusal said as such (R. 3262-10), whatever else the day offers.
  const closed = requested === 'meal_voucher' ? mealVoucherDayRefusal(date) : null;
  if (closed) throw validation('PaymentMethod', MEAL_VOUCHER_CHECKOUT_REFUSAL[closed], 'MEAL_VOUCHER_REFUSED');
  const offered = methodsOffered(policy, deps.payments.enabled, { onAccount: viewer.isApprovedPro }, vouchers(date));
  return choosePaymentMethod(requested, offered);
}

/** A new page costs a call to the provider: a few per order and customer. */
const RETRY_LIMIT: limits.Limit = {
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Trop de tentatives de paiement. Réessayez dans un moment ou appelez la boutique.',
};

/** The payment calls' deps: the provider sends the customer back to `returnUrl`. */
export function paymentDeps(deps: OrderDeps): PaymentDeps {
  const { db, payments, now, returnUrl, log } = deps;
  return { db, payments, now, publicUrl: returnUrl, log };
}

/** Retries this close together answer the page the first one opened. */
const SAME_PAGE_MS = 60_000;

/**
 * A refused or abandoned payment tried again within the order's window, or an order whose page was never
 * opened: a new page of the provider (the old one closed after, so that only one can authorise). Parallel
 * retries answer the same page: the first writes it under the order's lock, the others wait for it. An
 * order already authorised answers its payment as it is.
 */
export async function retryPayment(deps: OrderDeps, viewer: User, orderId: number): Promise<OrderPayment> {
  const order = await repo.findUserOrder(deps.db, viewer.userId, orderId);
  if (!order) throw notFound('Cette commande n’existe pas.');
  const pay = paymentDeps(deps);
  await limits.consume(deps.db, `payment-retry:user:${viewer.userId}`, RETRY_LIMIT, deps.now, deps.rateLimits);
  await syncPayment(pay, orderId);
  const { now } = deps;
  await inTransaction(deps.db, async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    // The effect before the payment: a page another request's run opened between the two reads is then in it.
    const opening = await hasEffectToRun(trx, orderId, 'open_page');
    const row = await findPayment(trx, orderId);
    if (row?.method !== 'online') throw new AppError('NOT_PAID_ONLINE', 'Cette commande ne se paie pas en ligne.');
    if (row.status !== 'awaiting_authorization' && row.status !== 'failed') return;
    const current = await repo.findUserOrder(trx, viewer.userId, orderId);
    if (current?.status === 'Cancelled' || !row.awaiting_until || Date.parse(row.awaiting_until) <= now.getTime())
      throw new AppError(
        'PAYMENT_EXPIRED',
        'Le délai pour payer cette commande est passé\u00a0: elle a été annulée. Vous pouvez la commander à nouveau.',
      );
    // The titres' page comes first (ADR 073): until the customer answers there, it is the payment's link.
    const [voucher] = await findMealVouchers(trx, [orderId]);
    if (voucher?.status === 'awaiting_customer') return;
    // A page opened a moment ago, and not refused since (a refusal forgets when it was opened), is the one.
    const fresh = row.page_opened_at && now.getTime() - Date.parse(row.page_opened_at) < SAME_PAGE_MS;
    if (opening || (fresh && row.checkout_url)) return;
    const attempt = now.getTime();
    // The page the customer gave up is closed once the new one is opened; until then, no link is offered.
    await movePayment(trx, {
      orderId,
      to: row.status,
      from: [row.status],
      now,
      patch: { checkout_url: null, page_opened_at: now.toISOString() },
      effects: [
        {
          orderId,
          kind: 'open_page',
          payload: { attempt, returnUrl: deps.returnUrl },
          key: `order:${orderId}:page:${attempt}`,
        },
        ...(row.checkout_session_id
          ? [
              {
                orderId,
                kind: 'close_page' as const,
                payload: { pageId: row.checkout_session_id },
                key: `page:${row.checkout_session_id}:close`,
              },
            ]
          : []),
      ],
    });
  });
  await deps.effects.runOrder(orderId);
  return readPaymentAnswer(deps.db, orderId, await pageOpened(deps.db, deps.effects.runOrder, orderId));
}

/** Asks the provider about an order's awaited payment; a provider that cannot be reached changes nothing. */
export async function refreshPayment(deps: OrderDeps, orderId: number): Promise<void> {
  if (!deps.payments.enabled) return;
  await syncPayment(paymentDeps(deps), orderId).catch((error: unknown) =>
    deps.log.error({ err: error, orderId }, 'payment not read from the provider'),
  );
  await deps.effects.runOrder(orderId);
}

/** What the payments' schedule asks of orders: the board hears of an order it changed. */
export const dueHandlers = (deps: OrderDeps): DueHandlers => ({
  changed: async (orderId) => {
    const contact = await repo.findOrderContact(deps.db, orderId);
    const order = contact && (await customerOrder(deps.db, contact.user_id, orderId));
    if (order) await publishOrderEvent(deps, 'order-updated', order);
  },
});

/** What an app's schedule gives the order and payment calls: no request, the system acting, arriving now. */
export function scheduleDeps(app: FastifyInstance): OrderDeps {
  const asker = { viewer: null, favourites: null, now: app.clock(), arrival: app.cacheVersions.arrive() };
  return orderDepsOf(app, asker, app.log);
}

/**
 * Once: no-shows, unpaid orders past their window, saved cards due for their hold; then, if asked, the repair;
 * then every effect due. Each order on its own: a failure is logged and counted (`app.effects.stats`).
 */
export async function runPaymentSchedule(app: FastifyInstance, options: { reconcile: boolean }): Promise<void> {
  if (app.payments.enabled) {
    const deps = scheduleDeps(app);
    const due = await runDuePayments(paymentDeps(deps), dueHandlers(deps));
    app.effects.stats.scheduleFailures += due.failed;
    if (options.reconcile) app.effects.stats.scheduleFailures += (await reconcilePayments(paymentDeps(deps))).failed;
  }
  await app.effects.runDue();
}

const MINUTE = 60_000;

/** Every minute the due payments, every ten the repair (and at once, at start-up); stopped by the returned function. */
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
  void tick();
  const timer = setInterval(tick, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
