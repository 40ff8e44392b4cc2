import { type Kysely, sql } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('category')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sub_category')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sub_category_slug_unique', ['category_id', 'slug'])
    .execute();

  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('sub_category.id'))
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sale_unit', 'text', (c) => c.notNull().check(sqlIn('sale_unit', ['kg', 'piece'])))
    .addColumn('average_weight_grams', 'integer')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('purchase_price_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull().defaultTo(550))
    .addColumn('discount_price_cents', 'integer')
    .addColumn('discount_purchase_price_cents', 'integer')
    .addColumn('discount_starts_at', 'text')
    .addColumn('discount_ends_at', 'text')
    .addColumn('is_highlighted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('origin_born', 'text')
    .addColumn('origin_raised', 'text')
    .addColumn('origin_slaughtered', 'text')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_sub_category_idx').on('article').column('sub_category_id').execute();

  await db.schema
    .createTable('article_price_history')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('purchase_price_cents', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_price_history_article_idx')
    .on('article_price_history')
    .columns(['article_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('shop')
    .addColumn('id', 'integer', id)
    .addColumn('department', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('post_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('cutoff_days_before', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cutoff_time', 'text', (c) => c.notNull().defaultTo('18:00'))
    .addColumn('daily_capacity', 'integer', (c) => c.notNull())
    .addColumn('delivers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shop_opening_period')
    .addColumn('id', 'integer', id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens', 'text', (c) => c.notNull())
    .addColumn('closes', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shop_closing_day')
    .addColumn('id', 'integer', id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addUniqueConstraint('shop_closing_day_unique', ['shop_id', 'date'])
    .execute();

  await db.schema
    .createTable('delivery_zone')
    .addColumn('id', 'integer', id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('minimum_order_cents', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('delivery_zone_post_code')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('delivery_zone.id').onDelete('cascade'))
    .addColumn('post_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_zone_post_code_pk', ['zone_id', 'post_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'delivery_zone_post_code',
    'delivery_zone',
    'shop_closing_day',
    'shop_opening_period',
    'shop',
    'article_price_history',
    'article',
    'sub_category',
    'category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function sqlIn(column: string, values: string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
