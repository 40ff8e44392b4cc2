import type { Db } from '../../db/database.js';

export type Series = 'F' | 'A';

/**
 * The next number of a series and year, inside the caller's transaction. The UPDATE takes the counter
 * row's lock (PostgreSQL: a row lock held to the commit; SQLite: the database's write lock), so concurrent
 * completions, in one process or several, wait in turn: no gap, no duplicate. A rolled-back transaction
 * gives its number back with it.
 */
export async function nextNumber(trx: Db, series: Series, year: number): Promise<string> {
  await trx
    .insertInto('invoice_counter')
    .values({ series, year, last_number: 0 })
    .onConflict((oc) => oc.columns(['series', 'year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counter')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('series', '=', series)
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${series}${year}-${String(row.last_number).padStart(6, '0')}`;
}
