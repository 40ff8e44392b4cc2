import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The counter journal that cannot be edited (issue 41, ADR 068): each counter payment and reversal is an entry
// chained to the one before by an HMAC, and the daily, monthly and yearly closures form a chain of their own.
// The sequence is the key (taken under a lock, unique), no foreign key lets an order's erasure cascade into
// the journal, and the database itself refuses an update or a delete of either table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('till_journal_entry')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // What the amount pays, by VAT rate: [{ rateBp, ttcCents, htCents, vatCents }] in JSON.
    .addColumn('vat', 'text', (c) => c.notNull())
    .addColumn('counter_payment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('till_journal_entry_shop_at_idx')
    .on('till_journal_entry')
    .columns(['shop_id', 'at'])
    .execute();
  await db.schema
    .createTable('till_journal_closure')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('by_method', 'text', (c) => c.notNull())
    .addColumn('by_rate', 'text', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('till_journal_closure_period_key', ['shop_id', 'kind', 'period'])
    .execute();
  for (const table of ['till_journal_entry', 'till_journal_closure']) await refuseChanges(db, table);
}

/** A trigger that aborts any update or delete: a correction is a new entry. */
async function refuseChanges(db: Kysely<any>, table: string) {
  const message = `${table}: le journal des encaissements ne se modifie pas (une correction est une nouvelle écriture)`;
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function ${table}_frozen() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_frozen before update or delete on ${table} for each row execute function ${table}_frozen()`,
      )
      .execute(db);
    return;
  }
  for (const action of ['update', 'delete'])
    await sql
      .raw(
        `create trigger ${table}_no_${action} before ${action} on ${table} begin select raise(abort, '${message}'); end`,
      )
      .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('till_journal_closure').execute();
  await db.schema.dropTable('till_journal_entry').execute();
  if (isPostgres(db))
    for (const table of ['till_journal_entry', 'till_journal_closure'])
      await sql.raw(`drop function if exists ${table}_frozen()`).execute(db);
}
