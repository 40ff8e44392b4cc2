import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Who approved a pro account (the when is pro_approved_at): an approval is a decision someone answers for.
  await db.schema
    .alterTable('user_account')
    .addColumn('pro_approved_by', 'integer', (c) => c.references('user_account.id'))
    .execute();
  // Pro accounts made before approvals existed wait in the admin's list like new ones, oldest first.
  await db
    .updateTable('user_account')
    .set((eb) => ({ pro_requested_at: eb.ref('created_at') }))
    .where('user_type', '=', 2)
    .where('pro_requested_at', 'is', null)
    .where('pro_approved_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('pro_approved_by').execute();
}
