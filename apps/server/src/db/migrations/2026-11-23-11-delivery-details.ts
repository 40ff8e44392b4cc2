import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A pro's delivery goes to the company: its name heads the address block, before the person's.
  await db.schema.alterTable('customer_order').addColumn('address_company', 'text').execute();
  // What the driver needs at the door (code, floor, back door); delivery orders only.
  await db.schema.alterTable('customer_order').addColumn('delivery_instructions', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_order').dropColumn('delivery_instructions').execute();
  await db.schema.alterTable('customer_order').dropColumn('address_company').execute();
}
