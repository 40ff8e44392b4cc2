import type { AnonymisedCustomer, CustomerExport } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { BUSINESS_NAME } from '../../db/seed/shops.data.js';
import { AppError, notFound } from '../../errors.js';
import { eraseCustomer } from '../accounts/erase-customer.js';
import { recordChange } from '../admin-journal/journal.service.js';
import { CUSTOMER_NOT_FOUND } from './customer-accounts.service.js';
import * as repo from './customer-data.repository.js';

type Row = Record<string, unknown>;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A database row with readable names: `first_name` → `firstName`; `without` columns left out. */
function readable(row: object, without: string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !without.includes(key))
      .map(([key, value]) => [camel(key), value]),
  );
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function standingOrdersOf(db: Db, userId: number) {
  const standing = await repo.findStandingOrders(db, userId);
  const ids = standing.map((so) => so.id);
  const [lines, occurrences] = await Promise.all([
    repo.findStandingOrderLines(db, ids),
    repo.findStandingOrderOccurrences(db, ids),
  ]);
  return standing.map((so) => ({
    ...readable(so, ['user_id']),
    lines: lines.filter((l) => l.standing_order_id === so.id).map((l) => readable(l, ['standing_order_id'])),
    occurrences: occurrences
      .filter((o) => o.standing_order_id === so.id)
      .map((o) => readable(o, ['id', 'standing_order_id'])),
  }));
}

/** Invoices and credit notes, apart, each with the document as issued. */
async function invoicesOf(db: Db, userId: number) {
  const rows = await repo.findInvoices(db, userId);
  const vat = await repo.findInvoiceVat(
    db,
    rows.map((r) => r.id),
  );
  const exported = (kind: (typeof rows)[number]['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ data, ...row }) => ({
        ...readable(row, ['user_id', 'created_by', 'invoice_id']),
        vat: vat.filter((v) => v.invoice_id === row.id).map((v) => readable(v, ['id', 'invoice_id'])),
        document: parseJson(data),
      }));
  return { invoices: exported('invoice'), creditNotes: exported('credit_note') };
}

/**
 * Everything the shop holds about a customer (GDPR right of access), secrets left out. Reading
 * personal data is recorded in the journal like a change: who looked, when.
 */
export async function exportCustomer(db: Db, now: Date, id: number, adminId: number): Promise<CustomerExport> {
  const account = await repo.findLiveCustomer(db, id);
  if (!account) throw notFound(CUSTOMER_NOT_FOUND);
  const orders = await repo.findOrders(db, id);
  const orderIds = orders.map((o) => o.id);
  const [lines, vat, events, cart, favorites, sessions, standingOrders, documents] = await Promise.all([
    repo.findOrderLines(db, orderIds),
    repo.findOrderVat(db, orderIds),
    repo.findOrderEvents(db, orderIds),
    repo.findCart(db, id),
    repo.findFavorites(db, id),
    repo.findSessions(db, id),
    standingOrdersOf(db, id),
    invoicesOf(db, id),
  ]);
  const at = now.toISOString();
  const document: CustomerExport = {
    exportedAt: at,
    business: BUSINESS_NAME,
    account: readable(account, ['password_hash', 'role', 'pro_approved_by']),
    orders: orders.map((order) => ({
      ...readable(order, ['idempotency_key', 'user_id']),
      lines: lines.filter((l) => l.order_id === order.id).map((l) => readable(l, ['order_id'])),
      vat: vat.filter((v) => v.order_id === order.id).map((v) => readable(v, ['id', 'order_id'])),
      events: events
        .filter((e) => e.order_id === order.id)
        .map((e) => ({ at: e.at, action: e.action, detail: parseJson(e.detail) })),
    })),
    cart: cart.map((c) => readable(c)),
    favorites: favorites.map((f) => readable(f)),
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
    summary: `Données du client n°\u00a0${id} exportées (droit d’accès).`,
    before: null,
    after: { orders: orders.length },
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
      'CONFLICT',
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
