import type { Kysely } from 'kysely';

// A new mobile or e-mail given in the profile is used only once proven (issue 29): taken at once, the number
// received the order messages without its owner ever showing they hold it.
export async function up(db: Kysely<any>): Promise<void> {
  // The new mobile a code proves; null for the code that activates an account (its own number).
  await db.schema.alterTable('activation_code').addColumn('phone_number', 'text').execute();

  // One-time links mailed to a new address: only the token's hash is kept, as for password resets.
  await db.schema
    .createTable('email_change_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    // The session that asked for the change: it stays open when the change ends the account's other sessions.
    .addColumn('session_hash', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_change_token_user_idx').on('email_change_token').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_token').execute();
  await db.schema.alterTable('activation_code').dropColumn('phone_number').execute();
}
