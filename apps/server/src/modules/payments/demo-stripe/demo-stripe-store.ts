import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { lockRow } from '../../../db/lock-row.js';

// The demo provider's objects live in the shop's database, as Stripe's JSON: every process of the shop sees
// the same payments, and a restart keeps them.

export type StripeObject = { id: string; object: string } & Record<string, unknown>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: `cs_test_` followed by 24 random characters. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export async function readObject<T extends StripeObject>(db: Db, id: string): Promise<T | undefined> {
  const row = await db.selectFrom('demo_payment_object').select('body').where('id', '=', id).executeTakeFirst();
  return row ? (JSON.parse(row.body) as T) : undefined;
}

export async function insertObject(db: Db, object: StripeObject, now: Date): Promise<void> {
  await db
    .insertInto('demo_payment_object')
    .values({ id: object.id, kind: object.object, body: JSON.stringify(object), created_at: now.toISOString() })
    .execute();
}

/**
 * Changes an object under its row's lock, so that two captures or a capture and a cancel never both read the
 * state before the other's change. `change` answers the new object, or throws to leave it as it was.
 */
export async function updateObject<T extends StripeObject>(
  db: Db,
  id: string,
  change: (current: T) => T,
): Promise<T | undefined> {
  const work = async (trx: Db) => {
    await lockRow(trx, 'demo_payment_object', id);
    const current = await readObject<T>(trx, id);
    if (!current) return undefined;
    const next = change(current);
    await trx
      .updateTable('demo_payment_object')
      .set({ body: JSON.stringify(next) })
      .where('id', '=', id)
      .execute();
    return next;
  };
  // Inside the API's write, the change joins its transaction (committed with the remembered answer).
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The answer first given to an idempotency key, replayed as Stripe does. */
export async function rememberedAnswer(db: Db, key: string) {
  return db.selectFrom('demo_payment_idempotency').select(['status', 'body']).where('key', '=', key).executeTakeFirst();
}

export async function rememberAnswer(db: Db, key: string, status: number, body: string): Promise<void> {
  await db
    .insertInto('demo_payment_idempotency')
    .values({ key, status, body })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
