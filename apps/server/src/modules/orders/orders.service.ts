import {
  isCalendarDate,
  type Order,
  type OrdersResponse,
  type PlaceOrderInput,
  type PriceBasis,
  parisDate,
  priceOrder,
  USER_TYPE,
} from '@boucherie/contract';
import type { Logger } from 'pino';
import { type Db, isUniqueViolation } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { keyedQueue } from '../../lib/keyed-queue.js';
import { formatEuros } from '../../lib/money.js';
import * as accounts from '../accounts/accounts.repository.js';
import { clearCart } from '../cart/cart.repository.js';
import type { ArticleRow } from '../catalogue/catalogue.repository.js';
import * as catalogue from '../catalogue/catalogue.repository.js';
import { type EventBus, publishOrderEvent } from '../events/event-bus.js';
import type { Messenger } from '../messages/messenger.js';
import * as limits from '../rate-limit/rate-limit.js';
import type { Viewer } from '../sessions/sessions.js';
import { checkOrderCalendar } from './order-calendar.js';
import { insertOrderEvent } from './order-events.repository.js';
import { toOrders } from './order-view.js';
import * as messages from './orders.messages.js';
import * as repo from './orders.repository.js';
import { findFulfilment } from './slots.service.js';

type User = NonNullable<Viewer>;
export type OrderDeps = {
  db: Db;
  now: Date;
  messenger: Messenger;
  log: Pick<Logger, 'error'>;
  rateLimits: boolean;
  events: EventBus;
  /** Where the shop's e-mail links point. */
  publicUrl: string;
};

/** Enough for a caterer's busiest day; a script placing orders in a loop stops here. */
export const ORDER_LIMIT: limits.Limit = {
  max: 30,
  windowMs: 3_600_000,
  message: 'Trop de commandes en peu de temps. Réessayez dans un moment ou appelez la boutique.',
};

/** "2026-11-21", or an instant read as its day in Europe/Paris. */
const orderDay = (date: string) => (isCalendarDate(date) ? date : parisDate(new Date(date)));

/** The price an order line is made at: the space's regular price, or its discounted one while active. */
function unitPriceIn(basis: PriceBasis, article: ArticleRow): number {
  const discounted = Boolean(article.discount_is_active);
  if (basis === 'TTC') {
    return discounted && article.discount_price_cents !== null ? article.discount_price_cents : article.price_cents;
  }
  return discounted && article.discount_purchase_price_cents !== null
    ? article.discount_purchase_price_cents
    : article.purchase_price_cents;
}

const oneOrderPerShop = keyedQueue<number>();

/** "2026-000042": the year of ordering and the order's id. */
const orderNumber = (now: Date) => (id: number) => `${parisDate(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/**
 * Places an order from the user's server cart. With an idempotency key, a retry (even one that arrives
 * at the same moment on another server process) answers the first order and never makes a second.
 */
export async function placeOrder(
  deps: OrderDeps,
  viewer: User,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<{ order: Order; replayed: boolean }> {
  const { db, now } = deps;
  if (!viewer.isVerified) {
    throw new AppError('FORBIDDEN', 'Vérifiez votre compte avec le code reçu par SMS avant de commander.');
  }
  const replay = async () => {
    const existing = idempotencyKey ? await repo.findOrderIdByKey(db, viewer.userId, idempotencyKey) : undefined;
    return existing ? { order: await getOrder(db, viewer, existing.id), replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  await limits.consume(db, `order:user:${viewer.userId}`, ORDER_LIMIT, now, deps.rateLimits);

  const fulfilment = await findFulfilment(
    db,
    now,
    input.mode,
    input.shopId,
    input.address?.postcode,
    'Address.Postcode',
  );
  const { shop, zone } = fulfilment;
  const date = orderDay(input.date);
  const basis: PriceBasis = viewer.isApprovedPro ? 'HT' : 'TTC';
  const company = input.mode === 'Delivery' ? await deliveryCompany(db, viewer, input.address?.company) : null;

  let orderId: number;
  try {
    // One order per shop at a time in this process: the shop's row lock orders them across processes,
    // and a rush must not park every pooled connection on that lock while the other requests wait (ADR 029).
    orderId = await oneOrderPerShop(shop.id, () =>
      db.transaction().execute(async (trx) => {
        await repo.lockRow(trx, 'user_account', viewer.userId);
        await repo.lockRow(trx, 'shop', shop.id);
        if (idempotencyKey) {
          const existing = await repo.findOrderIdByKey(trx, viewer.userId, idempotencyKey);
          if (existing) return existing.id;
        }

        const cart = await repo.findCartForOrder(trx, viewer.userId);
        if (cart.length === 0) throw validation('Cart', 'Votre panier est vide.');
        const withdrawn = cart
          .filter((line) => line.is_active !== 1)
          .map((line) => `«\u00a0${line.designation}\u00a0»`);
        if (withdrawn.length > 0) {
          throw validation(
            'Cart',
            withdrawn.length > 1
              ? `${withdrawn.join(', ')} ne sont plus en vente\u00a0: retirez-les du panier pour commander.`
              : `${withdrawn[0]} n’est plus en vente\u00a0: retirez-le du panier pour commander.`,
          );
        }

        const window = await checkOrderCalendar(trx, fulfilment, input.mode, date, now, input.timeWindowId, cart);

        const articles = new Map(
          (
            await catalogue
              .findArticlesByIds(
                trx,
                cart.map((l) => l.article_id),
                now.toISOString(),
                null,
              )
              .execute()
          ).map((a) => [a.id, a]),
        );
        const notes = new Map(input.preparationNotes.map((n) => [n.articleId, n.note]));
        const lines = cart.map((line, position) => {
          const a = articles.get(line.article_id);
          if (!a) throw validation('Cart', `«\u00a0${line.designation}\u00a0» n’est plus en vente.`);
          if (a.is_out_of_stock === 1) {
            throw new AppError(
              'CONFLICT',
              `«\u00a0${a.designation}\u00a0» est en rupture\u00a0: retirez-le du panier pour commander.`,
            );
          }
          if (a.sale_unit === 'piece' && line.quantity_hundredths % 100 !== 0) {
            throw validation(
              'Cart',
              `«\u00a0${a.designation}\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.`,
            );
          }
          const unitPriceCents = unitPriceIn(basis, a);
          return {
            position,
            article_id: a.id,
            designation: a.designation,
            sale_unit: a.sale_unit,
            quantity_hundredths: line.quantity_hundredths,
            unit_price_cents: unitPriceCents,
            vat_rate_bp: a.vat_rate_bp,
            is_estimated: a.sale_unit === 'kg' ? 1 : 0,
            preparation_note: notes.get(a.id) || null,
            weighed_grams: null,
          };
        });

        const priced = priceOrder(
          lines.map((l) => ({
            quantityHundredths: l.quantity_hundredths,
            unitPriceCents: l.unit_price_cents,
            vatRateBp: l.vat_rate_bp,
          })),
          basis,
          zone ? Math.round(zone.fee * 100) : 0,
        );
        if (zone && priced.linesTotalCents < Math.round(zone.minimumOrder * 100)) {
          throw validation(
            'Cart',
            `La livraison demande un minimum de ${formatEuros(zone.minimumOrder)} ${basis} d’articles. Complétez votre panier ou choisissez le retrait en boutique.`,
          );
        }

        const address = input.mode === 'Delivery' ? input.address : undefined;
        const at = now.toISOString();
        const id = await repo.insertOrder(
          trx,
          {
            user_id: viewer.userId,
            idempotency_key: idempotencyKey,
            mode: input.mode,
            shop_id: shop.id,
            date,
            status: 'Pending',
            comment: input.comment,
            time_window_id: window?.id ?? null,
            time_window_starts: window?.starts ?? null,
            time_window_ends: window?.ends ?? null,
            address_first_name: address?.firstName ?? null,
            address_last_name: address?.lastName ?? null,
            address_street: address?.street ?? null,
            address_post_code: address?.postcode ?? null,
            address_city: address?.city ?? null,
            address_country: address?.country ?? null,
            address_company: company,
            delivery_instructions: address ? input.deliveryInstructions : null,
            is_pro: basis === 'HT' ? 1 : 0,
            lines_total_cents: priced.linesTotalCents,
            delivery_fee_cents: priced.deliveryFeeCents,
            total_ht_cents: priced.totalHtCents,
            total_vat_cents: priced.totalVatCents,
            total_ttc_cents: priced.totalTtcCents,
            has_estimated_lines: lines.some((l) => l.is_estimated) ? 1 : 0,
            created_at: at,
            updated_at: at,
          },
          lines.map((l, i) => ({ ...l, line_total_cents: priced.lineTotalsCents[i] ?? 0 })),
          priced.vatByRate.map((v) => ({ rate_bp: v.rateBp, base_cents: v.baseCents, vat_cents: v.vatCents })),
          orderNumber(now),
        );
        await insertOrderEvent(trx, { orderId: id, at, userId: viewer.userId, action: 'placed', detail: {} });
        await clearCart(trx, viewer.userId);
        return id;
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

  const order = await getOrder(db, viewer, orderId);
  await sendConfirmation(deps, viewer.userId, order);
  await tellTheShop(deps, shop.email, order);
  return { order, replayed: false };
}

/**
 * The company a delivery goes to: the one the customer typed, or, left out, a pro account's own
 * (an empty field says "no company": a pro may have a delivery sent home).
 */
async function deliveryCompany(db: Db, viewer: User, typed: string | null | undefined): Promise<string | null> {
  if (typed !== undefined) return typed || null;
  if (viewer.userType !== USER_TYPE.pro) return null;
  return (await accounts.findUserById(db, viewer.userId))?.company || null;
}

/** The order stands whatever the transports do: a failed message is logged, not reported to the customer. */
async function sendConfirmation(deps: OrderDeps, userId: number, order: Order) {
  const user = await accounts.findUserById(deps.db, userId);
  if (!user?.email) return;
  try {
    await deps.messenger.sendMail({ to: user.email, ...messages.confirmationMail(order, user.first_name ?? '') });
    if (order.mode === 'Pickup' && user.phone_number) {
      await deps.messenger.sendSms({ to: user.phone_number, text: messages.confirmationSms(order) });
    }
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'order confirmation not sent');
  }
}

/** The shop's board hears of the order at once, and the shop's mailbox gets it (one e-mail per order). */
async function tellTheShop(deps: OrderDeps, shopEmail: string, order: Order) {
  await publishOrderEvent(deps, 'order-placed', order);
  if (!shopEmail) return;
  try {
    await deps.messenger.sendMail({ to: shopEmail, ...messages.shopNewOrderMail(order, deps.publicUrl) });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'shop not told of the order');
  }
}

export async function getOrder(db: Db, viewer: User, orderId: number): Promise<Order> {
  const row = await repo.findUserOrder(db, viewer.userId, orderId);
  // Someone else's order does not exist, as far as this user can tell.
  if (!row) throw notFound('Cette commande n’existe pas.');
  const [order] = await toOrders(db, [row]);
  return order as Order;
}

export async function listOrders(db: Db, viewer: User, pageNumber: number, pageSize: number): Promise<OrdersResponse> {
  const { rows, total } = await repo.findUserOrders(db, viewer.userId, pageSize, (pageNumber - 1) * pageSize);
  return {
    items: await toOrders(db, rows),
    pageNumber,
    pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / pageSize),
  };
}
