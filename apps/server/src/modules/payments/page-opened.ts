import type { Db } from '../../db/database.js';
import { hasEffectToRun } from '../order-lifecycle/index.js';
import { findPayment } from './payments.repository.js';

/**
 * The payment once its card's page is written (another request's run may be opening it: a retry, or the
 * titres' page's answer sent twice): waits a little for it, running the order's effects meanwhile.
 */
export async function pageOpened(db: Db, runOrder: (orderId: number) => Promise<void>, orderId: number) {
  for (let i = 0; i < 100; i++) {
    // The effect is read before the payment: a page opened between the two reads is then in the payment.
    const opening = await hasEffectToRun(db, orderId, 'open_page');
    const row = await findPayment(db, orderId);
    if (!row || row.checkout_url || (row.status !== 'awaiting_authorization' && row.status !== 'failed')) return row;
    if (!opening) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runOrder(orderId);
  }
  return findPayment(db, orderId);
}
