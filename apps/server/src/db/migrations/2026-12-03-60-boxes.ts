import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// Pre-sold boxes from one animal (issue 40, ADR 074): an article of kind « colis » tied to a lot, with its
// number of boxes, nominal weight, price per kg, distribution day and shop, and deposit. What is sold is
// counted from the live orders (the box count is the article's quota for the distribution day), never stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('article')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('produit'))
    .execute();
  await db.schema
    .createTable('box')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('article_id', 'integer', (c) => c.notNull().unique().references('article.id').onDelete('cascade'))
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('lot.id'))
    .addColumn('box_count', 'integer', (c) => c.notNull())
    .addColumn('nominal_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('price_per_kg_cents', 'integer', (c) => c.notNull())
    .addColumn('distribution_date', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id'))
    .addColumn('deposit_percent', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('box_lot_idx').on('box').column('lot_id').execute();
  // A box's deposit is taken, not held: its payment is captured as soon as the card authorises it.
  await db.schema
    .alterTable('order_payment')
    .addColumn('capture_on_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_payment').dropColumn('capture_on_hold').execute();
  await db.schema.dropTable('box').execute();
  await db.schema.alterTable('article').dropColumn('kind').execute();
}
