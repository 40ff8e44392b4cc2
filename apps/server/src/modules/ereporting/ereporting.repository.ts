import { MEAL_VOUCHER_TAKEN } from '@boucherie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EreportTransmissionTable } from '../../db/schema.js';

/** The particuliers' orders handed over on Paris days `from` to `to`: the B2C sales the tax office is told of. */
function b2cSales(db: Db, from: string, to: string) {
  return db
    .selectFrom('customer_order as o')
    .where('o.is_pro', '=', 0)
    .where('o.status', '=', 'Completed')
    .where('o.date', '>=', from)
    .where('o.date', '<=', to);
}

/** Base and VAT per day and rate, from each order's VAT table (what its invoice says, to the cent). */
export async function salesByDayAndRate(db: Db, from: string, to: string) {
  const rows = await b2cSales(db, from, to)
    .innerJoin('order_vat as v', 'v.order_id', 'o.id')
    .select([
      'o.date',
      'v.rate_bp',
      sql<number>`sum(v.base_cents)`.as('base_cents'),
      sql<number>`sum(v.vat_cents)`.as('vat_cents'),
    ])
    .groupBy(['o.date', 'v.rate_bp'])
    .execute();
  return rows.map((r) => ({
    date: r.date,
    rateBp: r.rate_bp,
    baseCents: Number(r.base_cents),
    vatCents: Number(r.vat_cents),
  }));
}

/**
 * The credit notes (avoirs) to particuliers issued on Paris days `from` to `to`, per issue day and rate, from
 * each note's VAT table: netted from the day's sales (issue 41).
 */
export async function b2cCreditNotesByDayAndRate(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('invoice as i')
    .innerJoin('invoice_vat as v', 'v.invoice_id', 'i.id')
    .where('i.kind', '=', 'credit_note')
    .where('i.is_pro', '=', 0)
    .where('i.issue_date', '>=', from)
    .where('i.issue_date', '<=', to)
    .select([
      'i.issue_date',
      'v.rate_bp',
      sql<number>`sum(v.base_cents)`.as('base_cents'),
      sql<number>`sum(v.vat_cents)`.as('vat_cents'),
    ])
    .groupBy(['i.issue_date', 'v.rate_bp'])
    .execute();
  return rows.map((r) => ({
    date: r.issue_date,
    rateBp: r.rate_bp,
    baseCents: Number(r.base_cents),
    vatCents: Number(r.vat_cents),
  }));
}

/** What titres-restaurant paid online for those orders, per day, less what they gave back (ADR 073). */
export async function mealVouchersByDay(db: Db, from: string, to: string) {
  const rows = await b2cSales(db, from, to)
    .innerJoin('meal_voucher_payment as m', 'm.order_id', 'o.id')
    // Only what the titres took: a part awaiting its page, refused there or abandoned took nothing.
    .where('m.status', 'in', MEAL_VOUCHER_TAKEN)
    .select(['o.date', sql<number>`sum(m.amount_cents - m.refunded_cents)`.as('cents')])
    .groupBy('o.date')
    .execute();
  return rows.map((r) => ({ date: r.date, cents: Number(r.cents) }));
}

/** What cards took online for those orders, per day. */
export async function onlineCardByDay(db: Db, from: string, to: string) {
  const rows = await b2cSales(db, from, to)
    .innerJoin('order_payment as p', 'p.order_id', 'o.id')
    .where('p.captured_cents', '>', 0)
    .select(['o.date', sql<number>`sum(p.captured_cents)`.as('cents')])
    .groupBy('o.date')
    .execute();
  return rows.map((r) => ({ date: r.date, cents: Number(r.cents) }));
}

/** What the till took for those orders, per day and method (a reversal's negative row included). */
export async function counterByDay(db: Db, from: string, to: string) {
  const rows = await b2cSales(db, from, to)
    .innerJoin('counter_payment as c', 'c.order_id', 'o.id')
    .select(['o.date', 'c.method', sql<number>`sum(c.amount_cents)`.as('cents')])
    .groupBy(['o.date', 'c.method'])
    .execute();
  return rows.map((r) => ({ date: r.date, method: r.method, cents: Number(r.cents) }));
}

export function findTransmission(db: Db, period: string) {
  return db.selectFrom('ereport_transmission').selectAll().where('period', '=', period).executeTakeFirst();
}

export function insertTransmission(db: Db, row: EreportTransmissionTable) {
  return db
    .insertInto('ereport_transmission')
    .values(row)
    .onConflict((c) => c.column('period').doNothing())
    .execute();
}
