import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// A second factor for the back-office accounts (issue 29, ADR 045): a TOTP secret per account, its recovery
// codes (hashed), the logins waiting for their code, and the owner's choice to require it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
    // Encrypted with TWO_FACTOR_KEY when it is set (`v1:` …), otherwise the base32 secret itself (ADR 045).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null while the enrolment waits for its first code.
    .addColumn('enabled_at', 'text')
    // The 30-second step of the last code accepted: a code is taken once, and none older than it.
    .addColumn('last_step', 'integer')
    .execute();

  await db.schema
    .createTable('two_factor_recovery_code')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('two_factor_recovery_code_user_hash', ['user_id', 'code_hash'])
    .execute();

  // The password was right: the login waits a few minutes for the second factor (only the token's hash is kept).
  await db.schema
    .createTable('pending_login')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_login_user_idx').on('pending_login').column('user_id').execute();

  await db.schema
    .createTable('security_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('require_two_factor_for_refunds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('security_settings').values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_settings').execute();
  await db.schema.dropTable('pending_login').execute();
  await db.schema.dropTable('two_factor_recovery_code').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
