import type { Db } from '../../db/database.js';
import type { Effect, EffectOutcome } from '../order-lifecycle/index.js';
import type { MealVoucherProvider } from './meal-voucher-provider.js';

// The titres' effects (ADR 073, ADR 051): the debit after the order's commit, the refund after a cancel or a
// weighing under their part. Each acts with its effect's idempotency key and records what the provider did.

type Deps = { db: Db; provider: MealVoucherProvider | null };

const findVoucher = (db: Db, orderId: number) =>
  db.selectFrom('meal_voucher_payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();

function providerOrThrow(deps: Deps) {
  if (!deps.provider) throw new Error('no titres-restaurant provider configured');
  return deps.provider;
}

export async function debitVoucher(deps: Deps, effect: Effect<'voucher_debit'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await findVoucher(deps.db, orderId);
  if (row?.status !== 'pending') return undefined;
  const { ref } = await providerOrThrow(deps).debit({
    orderId,
    amountCents: row.amount_cents,
    idempotencyKey: effect.idempotencyKey,
  });
  return {
    record: async (trx) => {
      await trx
        .updateTable('meal_voucher_payment')
        .set({ status: 'captured', provider_ref: ref, updated_at: now.toISOString() })
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .execute();
    },
  };
}

export async function refundVoucher(deps: Deps, effect: Effect<'voucher_refund'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await findVoucher(deps.db, orderId);
  // The debit runs first (an order's effects run in order): a refund of a debit never made has nothing to do.
  if (!row?.provider_ref || row.status !== 'captured') return undefined;
  const left = row.amount_cents - row.refunded_cents;
  const amountCents = Math.min(left, effect.payload.amountCents ?? left);
  if (amountCents <= 0) return undefined;
  const provider = providerOrThrow(deps);
  await provider.refund(row.provider_ref, amountCents, effect.idempotencyKey);
  // What the provider gave back in all, whichever run of this effect did it: recorded, never added twice.
  const { refundedCents } = await provider.read(row.provider_ref);
  return {
    record: async (trx) => {
      await trx
        .updateTable('meal_voucher_payment')
        .set({
          refunded_cents: refundedCents,
          status: refundedCents >= row.amount_cents ? 'refunded' : 'captured',
          updated_at: now.toISOString(),
        })
        .where('order_id', '=', orderId)
        .execute();
    },
  };
}
