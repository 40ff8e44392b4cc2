import type { Kysely } from 'kysely';

// A pro invoice or credit note carried by the plateforme agréée (issue 41, ADR 071): one row per document to
// deposit, written with the document when a platform is configured; its status and the platform's lifecycle
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('einvoice_deposit').execute();
}
