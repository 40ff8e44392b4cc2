import {
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type ChangeOrderStatusRequest,
  isoWeekday,
  type OrderEvent,
  type OrderEventAction,
  parisDate,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';
import { AppError, notFound } from '../../errors.js';
import { openingText } from '../../lib/french.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { checkShop, type StaffScope } from '../admin/staff-scope.js';
import { planTransmission } from '../ereporting/index.js';
import { type EventBus, publishOrderEvent } from '../events/event-bus.js';
import { onOrderCompleted } from '../invoices/issue.service.js';
import type { MailDeps } from '../messages/mail-deps.js';
import { type MessageKind, transitionOrder } from '../order-lifecycle/index.js';
import { findOrderEvents, type MessageHandler, type OrderEventRow } from '../orders/index.js';
import { type AdminOrderBase, toOrders } from '../orders/order-view.js';
import * as messages from '../orders/orders.messages.js';
import type { Payments } from '../payments/index.js';
import { listShops } from '../shops/shops.service.js';
import * as repo from './admin-orders.repository.js';
import { type EventDetail, eventDetailText, linesWithoutAgreement } from './order-event-text.js';

export type AdminDeps = MailDeps & {
  scope: StaffScope;
  events: EventBus;
  /** Card payments: captured at « prête », released on cancelling (ADR 049). */
  payments?: Payments;
  /** A plateforme agréée is configured: a pro's invoice is deposited with it (ADR 071). */
  einvoicing?: boolean;
};

type OrdersQuery = z.output<typeof import('@boucherie/contract').AdminOrdersQuery>;
type StatusChange = z.output<typeof import('@boucherie/contract').ChangeOrderStatusRequest>;

export type { AdminOrdersQuery, ChangeOrderStatusRequest };

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

async function toAdminOrders(db: Db, rows: repo.AdminOrderRow[], events?: OrderEventRow[]): Promise<AdminOrder[]> {
  const orders = await toOrders(db, rows, { events });
  const articleIds = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.articleId)))];
  const lots = new Map((await repo.findArticleLots(db, articleIds)).map((a) => [a.id, a.lot_number]));
  return orders.map((order, i) => {
    const row = rows[i] as repo.AdminOrderRow;
    return {
      ...order,
      lines: order.lines.map((l: AdminOrderBase['lines'][number]) => ({
        ...l,
        articleLotNumber: lots.get(l.articleId) ?? null,
      })),
      customer: {
        id: row.user_id,
        firstName: row.customer_first_name ?? '',
        lastName: row.customer_last_name ?? '',
        company: row.customer_company,
        email: row.customer_email ?? '',
        phone: row.customer_phone ?? '',
      },
    };
  });
}

/**
 * A page of the viewer's orders. A search without a day looks through every day: the counter looks for a
 * customer by name whatever day their order is for (its open orders, today's and the nearest first).
 */
export async function listOrders(
  db: Db,
  scope: StaffScope,
  query: OrdersQuery,
  now: Date,
): Promise<AdminOrdersResponse> {
  if (query.shopId !== undefined) checkShop(scope, query.shopId);
  const anyDay = query.date === undefined && !!query.Search;
  const { rows, total } = await repo.findScopedOrders(
    db,
    scope,
    {
      shopId: query.shopId,
      date: query.date,
      status: query.status,
      search: query.Search,
      ...(anyDay ? { anyDayFrom: parisDate(now) } : {}),
    },
    query.PageSize,
    offsetOf(query),
  );
  return pageOf(await toAdminOrders(db, rows), query, total);
}

/** One order of the viewer's shops; another shop's answers 404, exactly as a missing one. */
export async function findOrderRow(db: Db, scope: StaffScope, orderId: number) {
  const row = await repo.findScopedOrder(db, scope, orderId);
  if (!row) throw notFound('Cette commande n’existe pas.');
  return row;
}

export async function getOrderDetail(db: Db, scope: StaffScope, orderId: number): Promise<AdminOrderDetail> {
  const row = await findOrderRow(db, scope, orderId);
  const events = await findOrderEvents(db, [row.id]);
  const [order] = await toAdminOrders(db, [row], events);
  const details = events.map((e) => ({ action: e.action, detail: JSON.parse(e.detail) as EventDetail }));
  return {
    ...(order as AdminOrder),
    agreementNotNoted: linesWithoutAgreement(details),
    events: events.map(
      (e, i): OrderEvent => ({
        at: e.at,
        by: personName(e.first_name, e.last_name) || null,
        action: e.action as OrderEventAction,
        detail: eventDetailText(e.action as OrderEventAction, details[i]?.detail ?? {}, row.mode),
      }),
    ),
  };
}

/**
 * Moves an order one step (or cancels it) through the lifecycle, which records who did it and writes what
 * follows (the card's capture or release, the customer's SMS and e-mail); they run once the move is committed.
 */
export async function changeStatus(deps: AdminDeps, orderId: number, change: StatusChange): Promise<AdminOrderDetail> {
  const { db, now, scope } = deps;
  const at = now.toISOString();
  await findOrderRow(db, scope, orderId);
  const target = change.status;
  // A capture still to run (its first try failed a moment ago) is tried once more before handing over.
  if (target === 'Completed') await deps.effects.runOrder(orderId);
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'customer_order', orderId);
    const row = await findOrderRow(trx, scope, orderId);
    if (target === 'Ready' && row.status === 'Confirmed') await assertWeighed(trx, orderId);
    const tell = target === 'Ready' ? 'ready' : target === 'Cancelled' ? 'cancelled' : undefined;
    await transitionOrder(trx, {
      orderId,
      to: target,
      actor: 'staff',
      userId: scope.userId,
      now,
      reason: target === 'Cancelled' ? (change.reason ?? null) : undefined,
      unpaidReason: target === 'Completed' ? (change.unpaid?.reason ?? null) : undefined,
      journal: true,
      ...(tell ? { tell } : {}),
    });
    // What each line leaving the counter keeps of its article from now on: its lot (FIXED_AT_READY).
    if (target === 'Ready') await repo.fixLinesAtReady(trx, orderId);
    // The invoice is numbered in this transaction (or waits for the business's identity, never the counter).
    if (target === 'Completed') {
      await onOrderCompleted(trx, { orderId, at, userId: scope.userId, einvoicing: deps.einvoicing ?? false });
      // A particulier's sale is e-reported with its ten days, once they are over (ADR 072).
      if (deps.einvoicing && row.is_pro !== 1) await planTransmission(trx, now, row.date);
    }
  });

  await deps.effects.runOrder(orderId);
  const detail = await getOrderDetail(db, scope, orderId);
  await publishUpdate(deps, detail);
  return detail;
}

/** « Prête » needs every weighed line weighed, or noted unavailable. */
async function assertWeighed(trx: Db, orderId: number) {
  const lines = await trx
    .selectFrom('order_line')
    .select(['designation', 'sale_unit', 'weighed_grams', 'is_unavailable'])
    .where('order_id', '=', orderId)
    .execute();
  const unweighed = lines.filter((l) => l.sale_unit === 'kg' && l.weighed_grams === null && l.is_unavailable !== 1);
  if (unweighed.length > 0) {
    throw new AppError(
      'LINES_NOT_WEIGHED',
      `Pesez d’abord ${unweighed.map((l) => `«\u00a0${l.designation}\u00a0»`).join(', ')} (ou marquez ${unweighed.length > 1 ? 'ces lignes' : 'la ligne'} indisponible${unweighed.length > 1 ? 's' : ''}) avant de déclarer la commande prête.`,
    );
  }
}

export const publishUpdate = (deps: Pick<AdminDeps, 'events' | 'log'>, order: AdminOrder) =>
  publishOrderEvent(deps, 'order-updated', order);

/** « Prête » and « annulée » reach the customer by SMS and e-mail, composed when the effect runs (ADR 051). */
export function staffMessageHandlers(deps: () => AdminDeps): Partial<Record<MessageKind, MessageHandler>> {
  const tell = async (orderId: number, reason: string) => {
    const d = deps();
    // The system tells the customer: every shop's order is in its scope.
    const row = await repo.findScopedOrder(d.db, { userId: 0, role: 'admin', shopIds: null }, orderId);
    if (!row) return;
    const [order] = await toAdminOrders(d.db, [row]);
    if (order) await tellCustomer(d, order, reason);
  };
  return {
    ready: (orderId) => tell(orderId, ''),
    cancelled: (orderId, detail) => tell(orderId, detail.reason ?? ''),
  };
}

async function tellCustomer(deps: AdminDeps, order: AdminOrder, reason: string) {
  const { customer } = order;
  let text: { sms: string; mail: { subject: string; text: string } };
  if (order.status === 'Ready') {
    const { shops } = await listShops(deps.db, order.date);
    const periods =
      shops.find((s) => s.id === order.shop.id)?.openingHours.find((d) => d.weekday === isoWeekday(order.date))
        ?.periods ?? [];
    text = messages.readyMessages(order, customer.firstName, {
      opening: openingText(periods),
      now: deps.now,
      publicUrl: deps.publicUrl,
    });
  } else if (order.status === 'Cancelled') {
    text = messages.cancelledMessages(order, customer.firstName, reason, deps.publicUrl);
  } else return;
  if (customer.phone) await deps.messenger.sendSms({ to: customer.phone, text: text.sms });
  if (customer.email) await deps.messenger.sendMail({ to: customer.email, ...text.mail });
}
