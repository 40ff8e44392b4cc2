import {
  isCalendarDate,
  type Order,
  type OrdersResponse,
  type PlaceOrderInput,
  type PriceBasis,
  parisDate,
  type Shop,
  USER_TYPE,
} from '@boucherie/contract';
import { type Db, isPostgres, isUniqueViolation } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { notFound, validation } from '../../errors.js';
import { keyedQueue } from '../../lib/keyed-queue.js';
import { pageOf } from '../../lib/paging.js';
import * as accounts from '../accounts/index.js';
import { type CalendarSnapshot, calendarReader } from '../calendar/calendar-reader.js';
import { publishOrderEvent } from '../events/event-bus.js';
import * as limits from '../rate-limit/rate-limit.js';
import type { Viewer } from '../sessions/sessions.js';
import { withCancellable } from './cancel-order.js';
import { requireVerified } from './delivery-address.js';
import { fulfilmentAmong } from './fulfilment.js';
import { customerKey } from './idempotency-keys.js';
import type { OrderDeps } from './order-deps.js';
import { findOrderEvents } from './order-events.repository.js';
import { sendConfirmation, tellTheShop } from './order-messaging.js';
import { paymentMethodFor, refreshPayment } from './order-payments.js';
import { shopsAndCalendarOf } from './order-shops.js';
import { toOrders } from './order-view.js';
import { commitOrder, prepareOrder } from './order-writer.js';
import * as repo from './orders.repository.js';

type User = NonNullable<Viewer>;
/** Enough for a caterer's busiest day; a script placing orders in a loop stops here. */
export const ORDER_LIMIT: limits.Limit = {
  max: 30,
  windowMs: 3_600_000,
  message: 'Trop de commandes en peu de temps. Réessayez dans un moment ou appelez la boutique.',
};

/** "2026-11-21", or an instant read as its day in Europe/Paris. */
const orderDay = (date: string) => (isCalendarDate(date) ? date : parisDate(new Date(date)));

/** Order transactions per shop at once in a process: 3 of the pool's 10 connections at most. */
const ordersPerShop = keyedQueue<number>(3);

/**
 * Places an order from the user's server cart. With an idempotency key, a retry (even one that arrives
 * at the same moment on another server process) answers the first order and never makes a second. The
 * key is the customer's, kept apart from the keys of the shop's own orders (idempotency-keys.ts).
 */
export async function placeOrder(
  deps: OrderDeps,
  viewer: User,
  input: PlaceOrderInput,
  sentKey: string | null,
): Promise<{ order: Order; replayed: boolean }> {
  const { db, now } = deps;
  const idempotencyKey = sentKey === null ? null : customerKey(sentKey);
  requireVerified(viewer);
  // Read once: the order is placed at one of them, and its answer (a replay's too) says until when it
  // can still be cancelled there.
  const { shops, calendar, limits: quantityLimits } = await shopsAndCalendarOf(deps);
  const onSale = await deps.onSale();
  const replay = async () => {
    const existing = idempotencyKey ? await repo.findOrderIdByKey(db, viewer.userId, idempotencyKey) : undefined;
    return existing ? { order: await getOrder(db, viewer, existing.id, now, shops, calendar), replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  await limits.consume(db, `order:user:${viewer.userId}`, ORDER_LIMIT, now, deps.rateLimits);

  const fulfilment = fulfilmentAmong(shops, input.mode, input.shopId, input.address?.postcode, 'Address.Postcode');
  const { shop } = fulfilment;
  const date = orderDay(input.date);
  const basis: PriceBasis = viewer.isApprovedPro ? 'HT' : 'TTC';
  const company = input.mode === 'Delivery' ? await deliveryCompany(db, viewer, input.address?.company) : null;
  const paymentMethod = await paymentMethodFor(deps, viewer, shop.id, date, input.paymentMethod);
  // Titres-restaurant go with a card for the rest (ADR 073): the order is a card order as well.
  const paysOnline = paymentMethod === 'online' || paymentMethod === 'meal_voucher';

  let placed: { id: number; replayed: boolean };
  let contact: repo.CustomerContact | null = null;
  try {
    // A few order transactions per shop at a time in this process: the others wait here, not in the pool,
    // where they would hold every connection while queuing for the shop's row lock (a rush of orders then
    // starved every other call, and waits past the pool's timeout answered 500). The customer's lock alone
    // settles a replayed key and an empty cart; only orders that can be placed wait for the shop's lock.
    // More than one, so that the next orders' checks and reads run while one holds the shop's lock.
    placed = await ordersPerShop(shop.id, () =>
      db.transaction().execute(async (trx) => {
        contact = await repo.lockCustomer(trx, viewer.userId);
        if (idempotencyKey) {
          // The same key, sent at the same moment, placed its order while this one waited for the lock.
          const existing = await repo.findOrderIdByKey(trx, viewer.userId, idempotencyKey);
          if (existing) return { id: existing.id, replayed: true };
        }

        const cart = await repo.findCartForOrder(trx, viewer.userId);
        const notes = new Map(input.preparationNotes.map((n) => [n.articleId, n.note]));
        if (cart.length === 0) throw validation('Cart', 'Votre panier est vide.', 'CART_EMPTY');
        const withdrawn = cart
          .filter((line) => line.is_active !== 1)
          .map((line) => `«\u00a0${line.designation}\u00a0»`);
        if (withdrawn.length > 0) {
          throw validation(
            'Cart',
            withdrawn.length > 1
              ? `${withdrawn.join(', ')} ne sont plus en vente\u00a0: retirez-les du panier pour commander.`
              : `${withdrawn[0]} n’est plus en vente\u00a0: retirez-le du panier pour commander.`,
            'ARTICLE_UNAVAILABLE',
          );
        }

        const prepared = await prepareOrder(
          trx,
          now,
          {
            viewer,
            fulfilment,
            mode: input.mode,
            date,
            basis,
            company,
            timeWindowId: input.timeWindowId,
            address: input.address,
            comment: input.comment,
            deliveryInstructions: input.deliveryInstructions,
            idempotencyKey,
            lines: cart.map((line) => ({ ...line, preparation_note: notes.get(line.article_id) || null })),
            limits: quantityLimits,
            paymentMethod,
            returnUrl: deps.returnUrl,
          },
          calendarReader(trx, calendar),
          onSale,
        );
        // The shop's lock is held from here to the commit, for the counts and the order's writes only; the
        // cart is emptied with those writes (a refusal rolls it back).
        await lockRow(trx, 'shop', shop.id);
        return { id: await commitOrder(trx, now, prepared, viewer.userId), replayed: false };
      }),
    );
  } catch (error) {
    // The same key on another process won the race: answer its order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }

  if (!placed.replayed && paysOnline) await deps.effects.runOrder(placed.id);
  const order = await getOrder(db, viewer, placed.id, now, shops, calendar);
  // A replay's order was told of when it was placed.
  if (placed.replayed) return { order, replayed: true };
  // The order is committed: the customer has their answer without waiting for the messages' transports.
  const to = contact;
  const tell = async () => {
    // A card order is confirmed, to the customer and the shop, once its card is secured (confirmSecuredOrder).
    if (paysOnline) return publishOrderEvent(deps, 'order-placed', order);
    if (to) await sendConfirmation(deps, to, order);
    await tellTheShop(deps, shop.email, order);
  };
  deps.afterResponse('order messages', tell);
  return { order, replayed: false };
}

/**
 * The company a delivery goes to: the one the customer typed, or, left out, a pro account's own
 * (an empty field says "no company": a pro may have a delivery sent home).
 */
export async function deliveryCompany(db: Db, viewer: User, typed: string | null | undefined): Promise<string | null> {
  if (typed !== undefined) return typed || null;
  if (viewer.userType !== USER_TYPE.pro) return null;
  return (await accounts.findUserById(db, viewer.userId))?.company || null;
}

export async function getOrder(
  db: Db,
  viewer: User,
  orderId: number,
  now: Date,
  shops?: Shop[],
  calendar?: CalendarSnapshot,
): Promise<Order> {
  const read = isPostgres(db)
    ? await repo.findUserOrderWithDetails(db, viewer.userId, orderId)
    : await repo.findUserOrder(db, viewer.userId, orderId).then((row) => row && { row });
  // Someone else's order does not exist, as far as this user can tell.
  if (!read) throw notFound('Cette commande n’existe pas.');
  const { row, ...details } = read;
  const [order] = await withCancellable(
    db,
    now,
    await toOrders(db, [row], details),
    shops,
    calendarReader(db, calendar),
  );
  return order as Order;
}

/** The customer's order; back from the provider's page before its webhook, the provider is asked once. */
export async function readOrderAsking(deps: OrderDeps, viewer: User, orderId: number): Promise<Order> {
  const order = await getOrder(deps.db, viewer, orderId, deps.now);
  // Waiting for a card: a page just left, or the page of a new amount (« Autoriser N € »).
  if (order.payment.status !== 'awaiting_authorization' && !order.payment.raise) return order;
  await refreshPayment(deps, order.id);
  return getOrder(deps.db, viewer, orderId, deps.now);
}

export async function listOrders(
  db: Db,
  viewer: User,
  pageNumber: number,
  pageSize: number,
  now: Date,
): Promise<OrdersResponse> {
  const { rows, total } = await repo.findUserOrders(db, viewer.userId, pageSize, (pageNumber - 1) * pageSize);
  return pageOf(
    await withCancellable(db, now, await toOrders(db, rows)),
    { PageNumber: pageNumber, PageSize: pageSize },
    total,
  );
}

/**
 * Every order of a customer, oldest first, as their own answers read them (the GDPR export), with the
 * history rows they were read from: the export words the whole history, not only the statuses.
 */
export async function allOrdersOf(db: Db, userId: number, now: Date) {
  const rows = await repo.findAllUserOrders(db, userId);
  const events = await findOrderEvents(
    db,
    rows.map((r) => r.id),
  );
  return { orders: await withCancellable(db, now, await toOrders(db, rows, { events })), events };
}
