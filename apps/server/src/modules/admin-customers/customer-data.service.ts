import type {
  AnonymisedCustomer,
  CustomerExport,
  ExportedAccount,
  ExportedPayment,
  OrderEventAction,
  OrderPayment,
  PaymentTerms,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { toUser } from '../accounts/account-answer.js';
import { eraseCustomer } from '../accounts/erase-customer.js';
import { eventDetailText } from '../admin-orders/order-event-text.js';
import { BUSINESS_NAME } from '../identity/business-name.js';
import { allDocumentsOf } from '../invoices/invoices.service.js';
import { recordChange } from '../journal/journal.service.js';
import { allOrdersOf } from '../orders/orders.service.js';
import { findPayments, type PaymentRow } from '../payments/index.js';
import { allStandingOrdersOf } from '../standing-orders/standing-orders.service.js';
import { CUSTOMER_NOT_FOUND } from './customer-accounts.service.js';
import * as repo from './customer-data.repository.js';

export type ExportDeps = { db: Db; now: Date; placeTime: string };

/** Which copy the owner took, kept in the journal. */
export type ExportFormat = 'json' | 'html';

/** The account as the API answers it (`toUser`), with the dates and terms only the shop's records hold. */
function accountOf(row: UserAccountRow): ExportedAccount {
  return {
    ...toUser(row),
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    proRequestedAt: row.pro_requested_at,
    proApprovedAt: row.pro_approved_at,
    // Written only through the contract's PaymentTerms (business.service.ts).
    paymentTerms: row.payment_terms as PaymentTerms | null,
  };
}

/** An order's payment in euros and dates, without any of the provider's refs (ADR 061). */
function exportedPayment(orderNumber: string, row: PaymentRow): ExportedPayment {
  return {
    orderNumber,
    method: row.method,
    status: row.status,
    heldAmount: toEuros(row.held_cents),
    capturedAmount: toEuros(row.captured_cents),
    refundedAmount: toEuros(row.refunded_cents),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paidAtCounterAt: row.paid_at_counter_at,
  };
}

const withoutPages = (payment: OrderPayment): OrderPayment => ({
  ...payment,
  checkoutUrl: null,
  ...(payment.raise ? { raise: { ...payment.raise, checkoutUrl: null } } : {}),
});

/**
 * Everything the shop holds about a customer (GDPR right of access), secrets left out, in the API's own
 * shapes: each part is read through the module that answers it to the customer. Reading personal data is
 * recorded in the journal like a change: who looked, when, and which copy.
 */
export async function exportCustomer(
  deps: ExportDeps,
  id: number,
  adminId: number,
  format: ExportFormat = 'json',
): Promise<CustomerExport> {
  const { db, now } = deps;
  const account = await repo.findLiveCustomer(db, id);
  if (!account) throw notFound(CUSTOMER_NOT_FOUND);
  const [{ orders, events }, cart, favorites, sessions, standingOrders, documents] = await Promise.all([
    allOrdersOf(db, id, now),
    repo.findCart(db, id),
    repo.findFavorites(db, id),
    repo.findSessions(db, id),
    allStandingOrdersOf(deps, id),
    allDocumentsOf(db, id),
  ]);
  const payments = await findPayments(
    db,
    orders.map((o) => o.id),
  );
  const at = now.toISOString();
  const document: CustomerExport = {
    exportedAt: at,
    business: BUSINESS_NAME,
    account: accountOf(account),
    orders: orders.map((order) => ({
      ...order,
      // A provider's page address names its session: the provider's reference, not the customer's data.
      payment: withoutPages(order.payment),
      // Who acted in the shop is the staff's data, not the customer's.
      history: events
        .filter((e) => e.order_id === order.id)
        .map((e) => ({
          at: e.at,
          action: e.action as OrderEventAction,
          detail: eventDetailText(e.action as OrderEventAction, JSON.parse(e.detail), order.mode),
        })),
    })),
    payments: orders.flatMap((order) => {
      const row = payments.get(order.id);
      return row ? [exportedPayment(order.number, row)] : [];
    }),
    cart: cart.map((c) => ({
      articleId: c.article_id,
      designation: c.designation,
      saleUnit: c.sale_unit,
      quantity: c.quantity_hundredths / 100,
      updatedAt: c.updated_at,
    })),
    favorites: favorites.map((f) => ({ articleId: f.article_id, designation: f.designation, createdAt: f.created_at })),
    sessions: sessions.map((s) => ({ createdAt: s.created_at, expiresAt: s.expires_at })),
    staffShops: [],
    standingOrders,
    ...documents,
  };
  // The journal keeps no personal data: it outlives an anonymisation.
  await recordChange(db, {
    at,
    userId: adminId,
    kind: 'customer.export',
    entityType: 'customer',
    entityId: id,
    summary: `Données du client n°\u00a0${id} exportées (droit d’accès${format === 'html' ? ', page imprimable' : ''}).`,
    before: null,
    after: { orders: orders.length, format },
  });
  return document;
}

/**
 * Anonymises a customer's account at their request, as their own deletion does: personal data erased,
 * sessions ended, orders kept without who received them. Refused while an order is still to prepare or
 * hand over: the shop would no longer know whose it is.
 */
export async function anonymiseCustomer(
  db: Db,
  now: Date,
  id: number,
  adminId: number,
  reason: string | undefined,
): Promise<AnonymisedCustomer> {
  if (!(await repo.findLiveCustomer(db, id))) throw notFound(CUSTOMER_NOT_FOUND);
  const open = await repo.findOpenOrderNumbers(db, id);
  if (open.length > 0) {
    const numbers = open.map((o) => o.number).join(', ');
    const plural = open.length > 1;
    throw new AppError(
      'ORDERS_IN_PROGRESS',
      `Ce client a ${plural ? 'des commandes' : 'une commande'} en cours (n°\u00a0${numbers})\u00a0: remettez-${plural ? 'les' : 'la'} ou annulez-${plural ? 'les' : 'la'}, puis anonymisez le compte.`,
    );
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.closeAccount(trx, id, at))) throw notFound(CUSTOMER_NOT_FOUND);
    await eraseCustomer(trx, id, at);
    await recordChange(trx, {
      at,
      userId: adminId,
      kind: 'customer.anonymise',
      entityType: 'customer',
      entityId: id,
      summary: `Compte du client n°\u00a0${id} anonymisé à sa demande.`,
      before: { anonymised: false },
      after: { anonymised: true, ...(reason ? { reason } : {}) },
    });
  });
  return { id, anonymisedAt: at };
}
