import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InvoiceTable } from '../../db/schema.js';

export function findOrderVat(db: Db, orderId: number) {
  return db
    .selectFrom('order_vat')
    .select(['rate_bp', 'base_cents', 'vat_cents'])
    .where('order_id', '=', orderId)
    .orderBy('rate_bp')
    .execute();
}

export async function insertInvoice(
  db: Db,
  invoice: Omit<InvoiceTable, 'id'>,
  vat: { rate_bp: number; base_cents: number; vat_cents: number }[],
) {
  const { id } = await db.insertInto('invoice').values(invoice).returning('id').executeTakeFirstOrThrow();
  if (vat.length > 0) {
    await db
      .insertInto('invoice_vat')
      .values(vat.map((v) => ({ ...v, invoice_id: id })))
      .execute();
  }
  return id;
}

const summaryColumns = [
  'i.id',
  'i.number',
  'i.kind',
  'i.order_id',
  'i.user_id',
  'i.invoice_id',
  'i.issue_date',
  'i.issued_at',
  'i.is_pro',
  'i.total_ht_cents',
  'i.total_vat_cents',
  'i.total_ttc_cents',
  'i.data',
  'o.number as order_number',
  'o.shop_id',
] as const;

function invoices(db: Db) {
  return db.selectFrom('invoice as i').innerJoin('customer_order as o', 'o.id', 'i.order_id').select(summaryColumns);
}
export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & {};

export function findInvoice(db: Db, id: number) {
  return invoices(db).where('i.id', '=', id).executeTakeFirst();
}

export function findOrderDocuments(db: Db, orderId: number) {
  return invoices(db).where('i.order_id', '=', orderId).orderBy('i.id').execute();
}

export function findCreditNotesOf(db: Db, invoiceId: number) {
  return invoices(db).where('i.invoice_id', '=', invoiceId).orderBy('i.id').execute();
}

/** A customer's invoices and credit notes, newest first, with the total count. */
export async function findUserInvoices(db: Db, userId: number, limit: number, offset: number) {
  const rows = await invoices(db)
    .where('i.user_id', '=', userId)
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom('invoice')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Invoices and credit notes with the day each was marked paid (null while unpaid): the statements read them too. */
export function invoicesWithPayment(db: Db) {
  return invoices(db).leftJoin('invoice_payment as p', 'p.invoice_id', 'i.id').select('p.paid_on');
}

/** Every invoice and credit note of a customer, oldest first, with the day each was marked paid (GDPR export). */
export function findAllUserInvoices(db: Db, userId: number) {
  return invoicesWithPayment(db).where('i.user_id', '=', userId).orderBy('i.issued_at').orderBy('i.id').execute();
}

export function isPending(db: Db, orderId: number) {
  return db.selectFrom('invoice_pending').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
}

export function insertPending(db: Db, row: { order_id: number; completed_at: string; completed_by: number | null }) {
  return db.insertInto('invoice_pending').values(row).execute();
}

export function findPending(db: Db) {
  return db.selectFrom('invoice_pending').selectAll().orderBy('completed_at').orderBy('order_id').execute();
}

export function deletePending(db: Db, orderId: number) {
  return db.deleteFrom('invoice_pending').where('order_id', '=', orderId).execute();
}

/** The documents issued on the days of a period, with their VAT rows, in number order. */
export function findPeriodVat(db: Db, from: string, to: string) {
  return db
    .selectFrom('invoice as i')
    .innerJoin('invoice_vat as v', 'v.invoice_id', 'i.id')
    .select([
      'i.id',
      'i.number',
      'i.kind',
      'i.issue_date',
      'i.is_pro',
      'i.data',
      'v.rate_bp',
      'v.base_cents',
      'v.vat_cents',
    ])
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<=', to)
    .orderBy('i.kind')
    .orderBy('i.number')
    .orderBy('v.rate_bp')
    .execute();
}

/** Takes the invoice row's lock (credit notes against one invoice wait in turn); the invoice is unchanged. */
export async function lockInvoice(db: Db, id: number) {
  await db
    .updateTable('invoice')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

/** An order's status and shop: what its invoices' page needs of it. */
export function findOrderStatus(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order')
    .select(['id', 'status', 'shop_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
