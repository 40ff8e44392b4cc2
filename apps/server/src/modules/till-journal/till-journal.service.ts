import type { Db } from '../../db/database.js';
import { entryHash, GENESIS } from './chain.js';
import * as repo from './till-journal.repository.js';
import { vatShares } from './vat-share.js';

// The counter journal (issue 41, ADR 068): written only in the transaction of the counter payment it records,
// by the order's lifecycle, and never changed; a reversal is an entry of its own.

export type TillEntryInput = {
  counterPaymentId: number;
  orderId: number;
  kind: 'payment' | 'reversal';
  method: string;
  amountCents: number;
  userId: number | null;
  at: string;
};

/** Appends the entry chained to the last one, under the journal's lock (the caller's transaction). */
export async function appendTillEntry(trx: Db, key: string, input: TillEntryInput): Promise<void> {
  await repo.lockJournal(trx);
  const [last, order] = await Promise.all([repo.lastEntry(trx), repo.findOrderForEntry(trx, input.orderId)]);
  const row = {
    seq: last ? Number(last.seq) + 1 : 1,
    shop_id: order.shop_id,
    order_id: input.orderId,
    order_number: order.number,
    kind: input.kind,
    method: input.method,
    amount_cents: input.amountCents,
    vat: JSON.stringify(vatShares(input.amountCents, order.vat)),
    counter_payment_id: input.counterPaymentId,
    user_id: input.userId,
    at: input.at,
    prev_hash: last?.hash ?? GENESIS,
  };
  await repo.insertEntry(trx, { ...row, hash: entryHash(key, row) });
}
