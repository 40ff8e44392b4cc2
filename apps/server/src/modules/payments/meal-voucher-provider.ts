import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/lock-row.js';

/**
 * What the shop asks of a titres-restaurant provider (issue 41, ADR 073), in the shop's words: a real one is a
 * CONECS acceptor (Swile, Edenred, Pluxee, Up through a PSP such as Lyra/Systempay), the demo one stands in
 * for it. Amounts in cents; every call carries an idempotency key, so a call run twice acts once.
 */
export interface MealVoucherProvider {
  /** The name the customer reads (« Titre-restaurant de démonstration »). */
  label: string;
  /** Takes `amountCents` in titres for the order: a titres card is debited at once, it is never held. */
  debit(input: { orderId: number; amountCents: number; idempotencyKey: string }): Promise<{ ref: string }>;
  /** Gives `amountCents` back to the titres of a debit. */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** What a debit took and gave back, at the provider. */
  read(ref: string): Promise<{ debitedCents: number; refundedCents: number }>;
}

type DemoDebit = { id: string; object: 'meal_voucher_debit'; amount: number; refunded: number; refunds: string[] };

/**
 * The project's stand-in (PAYMENT_PROVIDER=demo): its debits live in the demo provider's table, keyed by the
 * idempotency key, so two runs of one effect debit once and every process sees the same debits.
 */
export function demoMealVoucherProvider(db: Db, clock: () => Date): MealVoucherProvider {
  const read = async (ref: string) => {
    const row = await db.selectFrom('demo_payment_object').select('body').where('id', '=', ref).executeTakeFirst();
    if (!row) throw new Error(`unknown meal-voucher debit ${ref}`);
    return JSON.parse(row.body) as DemoDebit;
  };
  return {
    label: 'Titre-restaurant de démonstration',
    async debit({ amountCents, idempotencyKey }) {
      const ref = `mvd_${idempotencyKey}`;
      const body: DemoDebit = { id: ref, object: 'meal_voucher_debit', amount: amountCents, refunded: 0, refunds: [] };
      await db
        .insertInto('demo_payment_object')
        .values({ id: ref, kind: body.object, body: JSON.stringify(body), created_at: clock().toISOString() })
        .onConflict((c) => c.column('id').doNothing())
        .execute();
      return { ref };
    },
    async refund(ref, amountCents, idempotencyKey) {
      await db.transaction().execute(async (trx) => {
        await lockRow(trx, 'demo_payment_object', ref);
        const row = await trx.selectFrom('demo_payment_object').select('body').where('id', '=', ref).executeTakeFirst();
        if (!row) throw new Error(`unknown meal-voucher debit ${ref}`);
        const debit = JSON.parse(row.body) as DemoDebit;
        if (debit.refunds.includes(idempotencyKey)) return;
        if (debit.refunded + amountCents > debit.amount) throw new Error('meal-voucher refund above its debit');
        const next = { ...debit, refunded: debit.refunded + amountCents, refunds: [...debit.refunds, idempotencyKey] };
        await trx
          .updateTable('demo_payment_object')
          .set({ body: JSON.stringify(next) })
          .where('id', '=', ref)
          .execute();
      });
    },
    async read(ref) {
      const debit = await read(ref);
      return { debitedCents: debit.amount, refundedCents: debit.refunded };
    },
  };
}
