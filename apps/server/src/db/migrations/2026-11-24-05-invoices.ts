import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The business's legal identity: one row (id 1), written by the owner; invoices wait until it is complete.
  await db.schema
    .createTable('business_identity')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('legal_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('trade_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('legal_form', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capital_cents', 'integer')
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('siren', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('siret', 'text', (c) => c.notNull().defaultTo(''))
    /** "RCS Metz 123 456 789" or "RM 57 …": one of them is enough. */
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('iban', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_footer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('default_pro_terms', 'text', (c) => c.notNull().defaultTo('days30eom'))
    .addColumn('updated_at', 'text')
    .execute();
  // A pro's own payment terms, over the business's default (null: the default).
  await db.schema.alterTable('user_account').addColumn('payment_terms', 'text').execute();

  // One counter per series and year: the completing transaction takes the row's lock to number.
  await db.schema
    .createTable('invoice_counter')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counter_pk', ['series', 'year'])
    .execute();

  // Invoices and credit notes, written once and never changed: `data` keeps what the document shows.
  await db.schema
    .createTable('invoice')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    /** 'invoice' or 'credit_note'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id'))
    /** The order's id for an invoice, null for a credit note: one invoice per order at most. */
    .addColumn('invoiced_order_id', 'integer', (c) => c.unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id'))
    /** A credit note's invoice. */
    .addColumn('invoice_id', 'integer', (c) => c.references('invoice.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    /** Paris calendar day of the issue, 'YYYY-MM-DD'. */
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('is_pro', 'integer', (c) => c.notNull())
    .addColumn('total_ht_cents', 'integer', (c) => c.notNull())
    .addColumn('total_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_ttc_cents', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('user_account.id'))
    /** JSON: seller, buyer, lines, VAT, dates, terms: the document as issued. */
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_user_idx').on('invoice').columns(['user_id', 'issued_at']).execute();
  await db.schema.createIndex('invoice_order_idx').on('invoice').columns(['order_id']).execute();
  await db.schema.createIndex('invoice_date_idx').on('invoice').columns(['issue_date', 'id']).execute();

  await db.schema
    .createTable('invoice_vat')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoice.id'))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('base_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_vat_invoice_idx').on('invoice_vat').columns(['invoice_id']).execute();

  // Orders completed while the identity was incomplete: invoiced, in this order, once it is complete.
  await db.schema
    .createTable('invoice_pending')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.id'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addColumn('completed_by', 'integer', (c) => c.references('user_account.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_pending').execute();
  await db.schema.dropTable('invoice_vat').execute();
  await db.schema.dropTable('invoice').execute();
  await db.schema.dropTable('invoice_counter').execute();
  await db.schema.alterTable('user_account').dropColumn('payment_terms').execute();
  await db.schema.dropTable('business_identity').execute();
}
