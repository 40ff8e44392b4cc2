import type { Kysely } from 'kysely';

// The plateforme agréée (issue 41, ADR 071 and 072). A pro invoice or credit note it carries: one row per
// document to deposit, written with the document when a platform is configured; its status and the platform's lifecycle
// as followed since (a JSON list: each status, when, and the platform's reason for a rejection or refusal).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('einvoice_deposit')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoice.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('platform_id', 'text')
    .addColumn('history', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A period's e-reporting as the platform received it (ADR 072): once per period, its flow and when.
  await db.schema
    .createTable('ereport_transmission')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('platform_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ereport_transmission').execute();
  await db.schema.dropTable('einvoice_deposit').execute();
}
