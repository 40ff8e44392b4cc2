import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/database.js';
import type { ClosureRow, EntryRow } from './chain.js';

/**
 * The journal's write lock, held until the transaction ends: two payments at once on two orders take their
 * sequence one after the other, so the chain never forks. On SQLite, the database's write lock, taken by a
 * write that changes no row (the tables' triggers fire for none).
 */
export async function lockJournal(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(41068)`.execute(db);
  else await sql`update till_journal_entry set seq = seq where 1 = 0`.execute(db);
}

export const lastEntry = (db: Db) =>
  db.selectFrom('till_journal_entry').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();

export const lastClosure = (db: Db) =>
  db.selectFrom('till_journal_closure').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();

export async function insertEntry(db: Db, row: EntryRow): Promise<void> {
  await db.insertInto('till_journal_entry').values(row).execute();
}

export async function insertClosure(db: Db, row: ClosureRow): Promise<void> {
  await db.insertInto('till_journal_closure').values(row).execute();
}

/** What an entry says of its order: its shop, its number, and its VAT breakdown. */
export async function findOrderForEntry(db: Db, orderId: number) {
  const order = await db
    .selectFrom('customer_order')
    .select(['shop_id', 'number'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const vat = await db
    .selectFrom('order_vat')
    .select(['rate_bp', 'base_cents', 'vat_cents'])
    .where('order_id', '=', orderId)
    .orderBy('rate_bp')
    .execute();
  return { ...order, vat };
}

export const allEntries = (db: Db) => db.selectFrom('till_journal_entry').selectAll().orderBy('seq').execute();
export const allClosures = (db: Db) => db.selectFrom('till_journal_closure').selectAll().orderBy('seq').execute();

/** The counter payments that have no entry in the journal (each must have one). */
export const paymentsWithoutEntry = (db: Db) =>
  db
    .selectFrom('counter_payment as p')
    .leftJoin('till_journal_entry as e', 'e.counter_payment_id', 'p.id')
    .select(['p.id', 'p.order_id'])
    .where('e.seq', 'is', null)
    .orderBy('p.id')
    .execute();

/** A shop's entries between two instants (ISO, `from` included, `to` excluded). */
export function entriesBetween(db: Db, shopIds: number[] | null, from: string, to: string) {
  let query = db.selectFrom('till_journal_entry').selectAll().where('at', '>=', from).where('at', '<', to);
  if (shopIds) query = query.where('shop_id', 'in', shopIds.length ? shopIds : [-1]);
  return query.orderBy('seq').execute();
}

/** Closures, of some shops, of some kinds, whose period starts with `period` (a year, a month, a day). */
export function findClosures(db: Db, filter: { shopIds: number[] | null; kind?: string; period?: string }) {
  let query = db.selectFrom('till_journal_closure').selectAll();
  if (filter.shopIds) query = query.where('shop_id', 'in', filter.shopIds.length ? filter.shopIds : [-1]);
  if (filter.kind) query = query.where('kind', '=', filter.kind as ClosureRow['kind']);
  if (filter.period) query = query.where('period', 'like', `${filter.period}%`);
  return query.orderBy('seq').execute();
}

/** The shops that have entries, with the instant of their first one. */
export const shopsWithEntries = (db: Db) =>
  db
    .selectFrom('till_journal_entry')
    .select(['shop_id', (eb) => eb.fn.min('at').as('first_at')])
    .groupBy('shop_id')
    .execute();

/** A shop's latest closure of a kind (its grand total, its period). */
export const latestClosure = (db: Db, shopId: number, kind: ClosureRow['kind']) =>
  db
    .selectFrom('till_journal_closure')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .orderBy('period', 'desc')
    .limit(1)
    .executeTakeFirst();

export type { ClosureRow, EntryRow };
