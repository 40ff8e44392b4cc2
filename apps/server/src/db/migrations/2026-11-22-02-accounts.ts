import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  // Personal fields are nullable: deleting an account erases them and keeps the row for its orders.
  await db.schema
    .createTable('user_account')
    .addColumn('id', 'integer', id)
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('email2', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('phone_number2', 'text')
    .addColumn('street_and_number', 'text')
    .addColumn('post_code', 'text')
    .addColumn('locality', 'text')
    .addColumn('country', 'text')
    .addColumn('favorite_store', 'text')
    .addColumn('wants_newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  // Only a hash of the session id is stored: a database leak gives no live session.
  await db.schema
    .createTable('user_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

  await db.schema
    .createTable('activation_code')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activation_code_user_idx').on('activation_code').column('user_id').execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // One row per counted event: limits hold across server processes sharing the database.
  await db.schema
    .createTable('rate_limit_event')
    .addColumn('id', 'integer', id)
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_event_bucket_idx').on('rate_limit_event').columns(['bucket', 'at']).execute();

  await db.schema
    .createTable('favorite')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_pk', ['user_id', 'article_id'])
    .execute();

  await db.schema
    .createTable('cart_item')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('quantity_tenths', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_item_pk', ['user_id', 'article_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'cart_item',
    'favorite',
    'rate_limit_event',
    'password_reset_token',
    'activation_code',
    'user_session',
    'user_account',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
