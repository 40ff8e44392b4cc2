import type { Db } from '../../db/database.js';
import { invoicesWithPayment } from '../invoices/index.js';

export type DocumentRow = Awaited<ReturnType<typeof findMonthDocuments>>[number];

/** The customer's invoices and credit notes issued on the days of a period, in the order they were issued. */
export function findMonthDocuments(db: Db, userId: number, from: string, to: string) {
  return invoicesWithPayment(db)
    .where('i.user_id', '=', userId)
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<=', to)
    .orderBy('i.issue_date')
    .orderBy('i.issued_at')
    .orderBy('i.id')
    .execute();
}

/** Invoices issued by `asOf` and not paid by then (a payment recorded later still counts as unpaid). */
export function findUnpaidInvoices(db: Db, userId: number, asOf: string) {
  return invoicesWithPayment(db)
    .where('i.user_id', '=', userId)
    .where('i.kind', '=', 'invoice')
    .where('i.issue_date', '<=', asOf)
    .where((eb) => eb.or([eb('p.paid_on', 'is', null), eb('p.paid_on', '>', asOf)]))
    .orderBy('i.issue_date')
    .orderBy('i.number')
    .execute();
}

/** Credit notes issued by `asOf` against the given invoices. */
export function findCreditNotes(db: Db, invoiceIds: number[], asOf: string) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice')
    .select(['invoice_id', 'total_ttc_cents'])
    .where('kind', '=', 'credit_note')
    .where('invoice_id', 'in', invoiceIds)
    .where('issue_date', '<=', asOf)
    .execute();
}

/** Credit notes with their invoice's payment and their own refund (a payment row on the credit note). */
function creditSettlements(db: Db) {
  return db
    .selectFrom('invoice as c')
    .innerJoin('invoice as inv', 'inv.id', 'c.invoice_id')
    .leftJoin('invoice_payment as p', 'p.invoice_id', 'c.invoice_id')
    .leftJoin('invoice_payment as r', 'r.invoice_id', 'c.id')
    .select([
      'c.id',
      'c.number',
      'c.issue_date',
      'c.issued_at',
      'c.total_ttc_cents',
      'inv.number as invoice_number',
      'p.paid_on as invoice_paid_on',
      'p.recorded_at as invoice_paid_recorded_at',
      'r.paid_on as refunded_on',
    ])
    .where('c.kind', '=', 'credit_note');
}

/** The customer's credit notes issued by `asOf`, with what decides whether they are owed to the customer. */
export function findCreditSettlements(db: Db, userId: number, asOf: string) {
  return creditSettlements(db)
    .where('c.user_id', '=', userId)
    .where('c.issue_date', '<=', asOf)
    .orderBy('c.issue_date')
    .orderBy('c.number')
    .execute();
}

export function findCreditSettlement(db: Db, creditNoteId: number) {
  return creditSettlements(db).where('c.id', '=', creditNoteId).executeTakeFirst();
}

/** Credit notes of an invoice whose refund is recorded. */
export function findRefundedCredits(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice as c')
    .innerJoin('invoice_payment as r', 'r.invoice_id', 'c.id')
    .select(['c.number'])
    .where('c.invoice_id', '=', invoiceId)
    .where('c.kind', '=', 'credit_note')
    .execute();
}

export function findInvoiceForPayment(db: Db, id: number) {
  return db
    .selectFrom('invoice as i')
    .leftJoin('invoice_payment as p', 'p.invoice_id', 'i.id')
    .select(['i.id', 'i.number', 'i.kind', 'i.issue_date', 'p.paid_on'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export function savePayment(
  db: Db,
  row: { invoice_id: number; paid_on: string; recorded_at: string; recorded_by: number },
) {
  return db
    .insertInto('invoice_payment')
    .values(row)
    .onConflict((oc) =>
      oc.column('invoice_id').doUpdateSet({
        paid_on: row.paid_on,
        recorded_at: row.recorded_at,
        recorded_by: row.recorded_by,
      }),
    )
    .execute();
}

export function deletePayment(db: Db, invoiceId: number) {
  return db.deleteFrom('invoice_payment').where('invoice_id', '=', invoiceId).execute();
}
