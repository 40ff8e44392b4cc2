import type { Db } from '../../db/database.js';
import type { EinvoiceDepositTable } from '../../db/schema.js';

export function insertDeposit(db: Db, row: EinvoiceDepositTable) {
  return db
    .insertInto('einvoice_deposit')
    .values(row)
    .onConflict((c) => c.column('invoice_id').doNothing())
    .execute();
}

export function findDeposit(db: Db, invoiceId: number) {
  return db.selectFrom('einvoice_deposit').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
}

export function findDeposits(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('einvoice_deposit').selectAll().where('invoice_id', 'in', invoiceIds).execute();
}

export function updateDeposit(
  db: Db,
  invoiceId: number,
  change: Pick<EinvoiceDepositTable, 'status' | 'history' | 'updated_at'> & { platform_id?: string },
) {
  return db.updateTable('einvoice_deposit').set(change).where('invoice_id', '=', invoiceId).execute();
}
