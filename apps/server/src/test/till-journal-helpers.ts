import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { verifiedUser } from './accounts-helpers.js';
import { placeOrder } from './people-helpers.js';
import { TEST_ENGINE, type TestApp } from './test-app.js';

/** A pay-at-shop order of a new customer at the shop, placed and still owing its whole total. */
export async function owingOrder(t: TestApp, department = 'METZ-CENTRE') {
  const { sid } = await verifiedUser(t);
  return placeOrder(t, sid, department);
}

/** Money taken at the till for an order, as the counter does (answers the inject response). */
export const takeAtTill = (t: TestApp, adminSid: string, orderId: number, amount: number, method = 'cash') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/counter-payments`,
    cookies: { sid: adminSid },
    payload: { method, amount },
  });

/**
 * Drops the triggers that refuse any change to the journal: what someone with the database's own rights could
 * do, and what the seals are there to show.
 */
export async function unfreezeJournal(db: Db) {
  for (const table of ['till_journal_entry', 'till_journal_closure']) {
    if (TEST_ENGINE === 'postgres') await sql.raw(`drop trigger if exists ${table}_frozen on ${table}`).execute(db);
    else
      for (const action of ['update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_no_${action}`).execute(db);
  }
}
