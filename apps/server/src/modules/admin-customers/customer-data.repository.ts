import type { Db } from '../../db/database.js';

// What the shop holds about one customer: read for the GDPR export, and the checks of an anonymisation.

/** A live customer account (not staff, not deleted), every column. */
export const findLiveCustomer = (db: Db, id: number) =>
  db
    .selectFrom('user_account')
    .selectAll()
    .where('id', '=', id)
    .where('role', '=', 'customer')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const findOrders = (db: Db, userId: number) =>
  db
    .selectFrom('customer_order as o')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .selectAll('o')
    .select(['s.name as shop_name'])
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();

export const findOrderLines = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('order_line').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute();

export const findOrderVat = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('order_vat').selectAll().where('order_id', 'in', orderIds).orderBy('rate_bp').execute();

/** The orders' histories without who acted in the shop (the staff's names are not the customer's data). */
export const findOrderEvents = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('order_event')
        .select(['order_id', 'at', 'action', 'detail'])
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();

export const findCart = (db: Db, userId: number) =>
  db
    .selectFrom('cart_item as c')
    .innerJoin('article as a', 'a.id', 'c.article_id')
    .select(['c.article_id', 'a.designation', 'c.quantity_hundredths', 'c.updated_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at')
    .execute();

export const findFavorites = (db: Db, userId: number) =>
  db
    .selectFrom('favorite as f')
    .innerJoin('article as a', 'a.id', 'f.article_id')
    .select(['f.article_id', 'a.designation', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at')
    .execute();

/** When the customer logged in (sessions still on record), never the session ids. */
export const findSessions = (db: Db, userId: number) =>
  db
    .selectFrom('user_session')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** The customer's standing orders, with the shop they are picked up at. */
export const findStandingOrders = (db: Db, userId: number) =>
  db
    .selectFrom('standing_order as so')
    .leftJoin('shop as s', 's.id', 'so.shop_id')
    .selectAll('so')
    .select(['s.name as shop_name'])
    .where('so.user_id', '=', userId)
    .orderBy('so.id')
    .execute();

export const findStandingOrderLines = (db: Db, standingOrderIds: number[]) =>
  standingOrderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('standing_order_line as l')
        .innerJoin('article as a', 'a.id', 'l.article_id')
        .selectAll('l')
        .select(['a.designation'])
        .where('l.standing_order_id', 'in', standingOrderIds)
        .orderBy('l.position')
        .execute();

/** The dates each standing order placed (with the order's number) or skipped (and why). */
export const findStandingOrderOccurrences = (db: Db, standingOrderIds: number[]) =>
  standingOrderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('standing_order_occurrence as oc')
        .leftJoin('customer_order as o', 'o.id', 'oc.order_id')
        .selectAll('oc')
        .select(['o.number as order_number'])
        .where('oc.standing_order_id', 'in', standingOrderIds)
        .orderBy('oc.date')
        .execute();

/**
 * The invoices and credit notes issued to the customer (a credit note with the number of the invoice it
 * credits), with the day each was marked paid; not which staff member issued them.
 */
export const findInvoices = (db: Db, userId: number) =>
  db
    .selectFrom('invoice as i')
    .leftJoin('invoice as credited', 'credited.id', 'i.invoice_id')
    .leftJoin('invoice_payment as p', 'p.invoice_id', 'i.id')
    .selectAll('i')
    .select(['credited.number as credited_invoice_number', 'p.paid_on'])
    .where('i.user_id', '=', userId)
    .orderBy('i.issued_at')
    .orderBy('i.id')
    .execute();

export const findInvoiceVat = (db: Db, invoiceIds: number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('invoice_vat').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('rate_bp').execute();

/** The numbers of the customer's orders still to prepare or hand over. */
export const findOpenOrderNumbers = (db: Db, userId: number) =>
  db
    .selectFrom('customer_order')
    .select('number')
    .where('user_id', '=', userId)
    .where('status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .orderBy('date')
    .execute();

/** Marks the account deleted once: false when another request did it first. */
export async function closeAccount(db: Db, id: number, at: string) {
  const result = await db
    .updateTable('user_account')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
