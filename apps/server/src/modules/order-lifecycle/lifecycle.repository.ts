import {
  MEAL_VOUCHER_HOLDING,
  MEAL_VOUCHER_TAKEN,
  type MealVoucherStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@boucherie/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import type { CounterPaymentTable, OrderEffectTable, OrderPaymentTable } from '../../db/schema.js';

// The only writes of customer_order.status and order_payment.status, and the effect list's rows (ADR 051).

export type EffectRow = Selectable<OrderEffectTable>;

export function findOrderState(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order')
    .select(['id', 'status', 'number', 'total_ttc_cents', 'user_id', 'shop_id', 'is_pro', 'handed_over_unpaid'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** A payment's status and amounts, for what is due at the till. */
export function findPaymentAmounts(db: Db, orderId: number) {
  return db
    .selectFrom('order_payment')
    .select(['method', 'status', 'held_cents', 'captured_cents'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The titres-restaurant's part of an order paid online with them (ADR 073): what they pay net of what went
 * back (a pending debit counts: it is under way; one still awaiting the customer's answer, or never made, does
 * not), or 0 for an order without one.
 */
export async function mealVoucherNet(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('meal_voucher_payment')
    .select(['amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .where('status', 'in', MEAL_VOUCHER_TAKEN)
    .executeTakeFirst();
  return row ? row.amount_cents - row.refunded_cents : 0;
}

export function findMealVoucher(db: Db, orderId: number) {
  return db.selectFrom('meal_voucher_payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** A titres' part moves from one status to another (compare and set): true when this call moved it. */
export async function moveMealVoucher(
  db: Db,
  orderId: number,
  move: { from: MealVoucherStatus; to: MealVoucherStatus; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('meal_voucher_payment')
    .set({ status: move.to, updated_at: move.at })
    .where('order_id', '=', orderId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order's lines titres may pay, at their amounts as they stand (weighed, unavailable ones left out). */
export async function eligibleLinesCents(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_line as l')
    .innerJoin('article as a', 'a.id', 'l.article_id')
    .select((eb) => eb.fn.sum<number | string | null>('l.line_total_cents').as('cents'))
    .where('l.order_id', '=', orderId)
    .where('a.meal_voucher_eligible', '=', 1)
    .where('l.is_unavailable', '=', 0)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** The titres' rows of orders, by order. */
export async function findMealVouchers(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('meal_voucher_payment')
    .select(['order_id', 'amount_cents', 'refunded_cents', 'status'])
    .where('order_id', 'in', orderIds)
    .execute();
}

/** What the till took for an order, reversals counted. */
export async function counterSum(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('counter_payment')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** Writes a till entry; answers its id. */
export async function insertCounterPayment(db: Db, row: Insertable<CounterPaymentTable>): Promise<number> {
  const { id } = await db.insertInto('counter_payment').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** An entry of the order, and whether a reversal of it exists. */
export async function findCounterPayment(db: Db, orderId: number, id: number) {
  const row = await db
    .selectFrom('counter_payment as p')
    .leftJoin('counter_payment as r', 'r.reverses_id', 'p.id')
    .select(['p.id', 'p.method', 'p.amount_cents', 'p.reverses_id', 'r.id as reversal_id'])
    .where('p.order_id', '=', orderId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, reversed: row.reversal_id !== null } : undefined;
}

/** The entries of these orders, oldest first. */
export function findCounterPayments(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('counter_payment')
    .select(['id', 'order_id', 'method', 'amount_cents', 'reverses_id', 'at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function writeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatus,
  at: string,
  cancelReason?: string | null,
  unpaid = false,
): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({
      status,
      updated_at: at,
      ...(cancelReason === undefined ? {} : { cancel_reason: cancelReason }),
      ...(unpaid ? { handed_over_unpaid: 1 } : {}),
    })
    .where('id', '=', orderId)
    .execute();
}

/** An order's new day and window (its times a snapshot, as when ordered); answers the day it leaves. */
/** A saved card's hold follows its order to a new day (the payment schedule holds it when `at` comes). */
export async function rescheduleSavedCardHold(db: Db, orderId: number, at: string) {
  await db
    .updateTable('order_payment')
    .set({ authorize_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'card_saved')
    .execute();
}

export async function moveOrderRow(
  db: Db,
  orderId: number,
  date: string,
  window: { id: number; starts: string; ends: string; round: boolean } | null,
  at: string,
): Promise<string> {
  const { date: from } = await db
    .selectFrom('customer_order')
    .select('date')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('customer_order')
    .set({
      date,
      time_window_id: window && !window.round ? window.id : null,
      delivery_round_id: window?.round ? window.id : null,
      time_window_starts: window?.starts ?? null,
      time_window_ends: window?.ends ?? null,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .execute();
  return from;
}

export async function insertPaymentRow(db: Db, row: Insertable<OrderPaymentTable>): Promise<void> {
  await db.insertInto('order_payment').values(row).execute();
}

/**
 * Moves a payment on only from the statuses given (compare and set): of a webhook, the customer's return and
 * the repair arriving together, one moves it and the others find it moved. `refundedAtMost`, for a refund:
 * the amount is added only while the total stays within what was captured (two refunds at once both count).
 */
export async function writePayment(
  db: Db,
  orderId: number,
  from: readonly PaymentStatus[],
  patch: Updateable<OrderPaymentTable> & { updated_at: string },
  refund?: { addCents: number },
): Promise<boolean> {
  let query = db
    .updateTable('order_payment')
    .set(refund ? (eb) => ({ ...patch, refunded_cents: eb('refunded_cents', '+', refund.addCents) }) : patch)
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from]);
  if (refund)
    query = query.where((eb) => eb(eb('refunded_cents', '+', refund.addCents), '<=', eb.ref('captured_cents')));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Where a box's balance by card stands (ADR 074): not a status, a note beside it (the status moves by the table). */
export async function writeBalanceState(
  db: Db,
  orderId: number,
  state: 'charging' | 'captured' | 'refused',
  at: string,
): Promise<void> {
  await db
    .updateTable('order_payment')
    .set({ balance_state: state, updated_at: at })
    .where('order_id', '=', orderId)
    .execute();
}

/** An effect to run after the commit; false when one with the same purpose was already written. */
export async function insertEffect(db: Db, row: Insertable<OrderEffectTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('order_effect')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims effects due at `now` (pending and due, or running under a claim that lapsed: its process died), at
 * most one per order and only after that order's earlier effects were tried once, so that « prête » is told
 * after its capture. On PostgreSQL two processes never claim the same effect (SKIP LOCKED); on SQLite the
 * write lock does it.
 */
export async function claimEffects(
  db: Db,
  claim: { token: string; now: string; until: string; orderId?: number; limit: number },
): Promise<EffectRow[]> {
  const postgres = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('order_effect as e')
      .select('e.id')
      .where((eb) =>
        eb.or([
          eb.and([eb('e.status', '=', 'pending'), eb('e.next_at', '<=', claim.now)]),
          eb.and([eb('e.status', '=', 'running'), eb('e.claimed_until', '<=', claim.now)]),
        ]),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_effect as p')
              .select('p.id')
              .whereRef('p.order_id', '=', 'e.order_id')
              .whereRef('p.id', '<', 'e.id')
              .where((w) =>
                w.or([w('p.status', '=', 'running'), w.and([w('p.status', '=', 'pending'), w('p.attempts', '=', 0)])]),
              ),
          ),
        ),
      )
      .orderBy('e.id')
      .limit(claim.limit);
    if (claim.orderId !== undefined) due = due.where('e.order_id', '=', claim.orderId);
    if (postgres) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable('order_effect')
      .set((eb) => ({
        status: 'running',
        claim: claim.token,
        claimed_until: claim.until,
        attempts: eb('attempts', '+', 1),
        updated_at: claim.now,
      }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
  });
}

/** Every running claim given back (pending, due now): only for a process that alone owns the database. */
export async function releaseAllClaims(db: Db, at: string): Promise<void> {
  await db
    .updateTable('order_effect')
    .set({ status: 'pending', claim: null, claimed_until: null, next_at: at, updated_at: at })
    .where('status', '=', 'running')
    .execute();
}

/**
 * Marks a claimed effect done; false when its claim lapsed and another run took it over. `forget`: its
 * payload (personal data, FORGOTTEN_WHEN_DONE) is emptied with it.
 */
export async function finishEffect(db: Db, id: number, token: string, at: string, forget = false): Promise<boolean> {
  const result = await db
    .updateTable('order_effect')
    .set({
      status: 'done',
      claim: null,
      claimed_until: null,
      done_at: at,
      updated_at: at,
      last_error: null,
      ...(forget ? { payload: '{}' } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('claim', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A claimed effect that failed: tried again at `nextAt`, or left for a person (`failed`). */
export async function failEffect(
  db: Db,
  id: number,
  token: string,
  failure: { error: string; at: string; nextAt: string | null },
): Promise<void> {
  await db
    .updateTable('order_effect')
    .set({
      status: failure.nextAt ? 'pending' : 'failed',
      next_at: failure.nextAt ?? failure.at,
      claim: null,
      claimed_until: null,
      last_error: failure.error.slice(0, 2000),
      updated_at: failure.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('claim', '=', token)
    .execute();
}

/** The effects a person must look at: failed, or tried several times already. */
export function findTroubledEffects(
  db: Db,
  filter: { shopIds: readonly number[] | null; minAttempts: number; id?: number },
) {
  const { shopIds, minAttempts } = filter;
  let query = db
    .selectFrom('order_effect as e')
    .leftJoin('customer_order as o', 'o.id', 'e.order_id')
    .select([
      'e.id',
      'e.order_id',
      'e.kind',
      'e.status',
      'e.attempts',
      'e.last_error',
      'e.next_at',
      'e.created_at',
      'e.updated_at',
      'o.number',
      'o.shop_id',
      'o.date',
    ])
    .where((eb) =>
      eb.or([
        eb('e.status', '=', 'failed'),
        eb.and([eb('e.status', 'in', ['pending', 'running']), eb('e.attempts', '>=', minAttempts)]),
      ]),
    )
    .orderBy('e.id', 'desc')
    .limit(200);
  if (shopIds)
    query = shopIds.length === 0 ? query.where('o.id', '=', -1) : query.where('o.shop_id', 'in', [...shopIds]);
  if (filter.id !== undefined) query = query.where('e.id', '=', filter.id);
  return query.execute();
}

export function findEffect(db: Db, id: number) {
  return db.selectFrom('order_effect').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A person asks for another try (now), or notes that the matter was settled by hand (a payload of personal
 * data, the kinds `forget` names, is then emptied).
 */
export async function resetEffect(
  db: Db,
  id: number,
  to: 'pending' | 'done',
  at: string,
  forget: readonly string[] = [],
): Promise<boolean> {
  const result = await db
    .updateTable('order_effect')
    .set((eb) => ({
      status: to,
      next_at: at,
      updated_at: at,
      claim: null,
      claimed_until: null,
      ...(to === 'done' ? { done_at: at } : { attempts: 0 }),
      ...(to === 'done' && forget.length > 0
        ? {
            payload: eb
              .case()
              .when('kind', 'in', [...forget])
              .then('{}')
              .else(eb.ref('payload'))
              .end(),
          }
        : {}),
    }))
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'pending'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether an effect of this kind is still to run for the order (pending or running). */
export async function hasEffectToRun(db: Db, orderId: number, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_effect')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an order has effects not yet done (the repair leaves such a payment to them). */
export async function hasUnfinishedEffects(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_effect')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'running', 'failed'])
    .executeTakeFirst();
  return row !== undefined;
}

/** What the till took in titres-restaurant from one customer between two instants (reversals netted), in cents. */
export async function mealVouchersTakenFrom(db: Db, userId: number, span: { from: string; to: string }) {
  const row = await db
    .selectFrom('counter_payment')
    .innerJoin('customer_order', 'customer_order.id', 'counter_payment.order_id')
    .select((eb) => eb.fn.sum<number | string | null>('counter_payment.amount_cents').as('cents'))
    .where('customer_order.user_id', '=', userId)
    .where('counter_payment.method', '=', 'meal_voucher')
    .where('counter_payment.at', '>=', span.from)
    .where('counter_payment.at', '<', span.to)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/**
 * What a customer's titres paid online for their orders of a Paris day (net of what went back, ADR 073), a part
 * still awaiting its page's answer counted: it keeps its share of the day's 25 € until refused or abandoned.
 */
export async function onlineMealVouchersOn(db: Db, userId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('meal_voucher_payment')
    .select((eb) => eb.fn.sum<number | string | null>(eb('amount_cents', '-', eb.ref('refunded_cents'))).as('cents'))
    .where('customer_id', '=', userId)
    .where('date', '=', date)
    .where('status', 'in', MEAL_VOUCHER_HOLDING)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
