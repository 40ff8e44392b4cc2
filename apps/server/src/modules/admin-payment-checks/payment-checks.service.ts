import type { PaymentCheck, PaymentChecksResponse } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { StaffScope } from '../admin/staff-scope.js';
import { recordChange } from '../journal/journal.service.js';
import {
  EFFECT_TEXT,
  type EffectKind,
  type EffectRunner,
  FORGOTTEN_WHEN_DONE,
  findEffect,
  findTroubledEffects,
  inTransaction,
  resetEffect,
} from '../order-lifecycle/index.js';

// « Paiements à vérifier » (issue 46, ADR 051): what followed an order's move and keeps failing, for the staff
// of its shop and the owner.

/** Shown from the third failed try: the first two are a provider's hiccup, retried within a minute. */
const SHOWN_FROM_ATTEMPTS = 3;

type Row = Awaited<ReturnType<typeof findTroubledEffects>>[number];

const toCheck = (row: Row): PaymentCheck => ({
  id: row.id,
  orderId: row.order_id,
  orderNumber: row.number,
  shopId: row.shop_id,
  date: row.date,
  action: EFFECT_TEXT[row.kind as EffectKind] ?? row.kind,
  state: row.status === 'failed' ? 'failed' : 'retrying',
  attempts: row.attempts,
  lastError: row.last_error,
  nextAt: row.status === 'failed' ? null : row.next_at,
  since: row.created_at,
});

export async function listPaymentChecks(db: Db, scope: StaffScope): Promise<PaymentChecksResponse> {
  return {
    items: (await findTroubledEffects(db, { shopIds: scope.shopIds, minAttempts: SHOWN_FROM_ATTEMPTS })).map(toCheck),
  };
}

/** One check of the viewer's shops; another shop's answers 404, exactly as a missing one. */
async function checkOf(db: Db, scope: StaffScope, id: number) {
  const [row] = await findTroubledEffects(db, { shopIds: scope.shopIds, minAttempts: 0, id });
  if (!row) throw notFound('Ce paiement à vérifier n’existe pas (ou est déjà réglé).');
  return row;
}

/** « Réessayer maintenant »: tried again at once, its count of tries started anew. */
export async function retryPaymentCheck(
  deps: { db: Db; now: Date; effects: Pick<EffectRunner, 'runOrder' | 'runDue'> },
  scope: StaffScope,
  id: number,
): Promise<PaymentChecksResponse> {
  const row = await checkOf(deps.db, scope, id);
  await resetEffect(deps.db, id, 'pending', deps.now.toISOString());
  if (row.order_id !== null) await deps.effects.runOrder(row.order_id);
  else await deps.effects.runDue();
  return listPaymentChecks(deps.db, scope);
}

/** What the check is about: its order, or an erased customer's account (ADR 061). */
const subjectOf = (row: Row) => (row.number ? `Commande ${row.number}` : 'Compte d’un client effacé');

/** « Réglé à la main »: the person settled it outside the shop's system (at the provider's, by phone); journaled. */
export async function resolvePaymentCheck(
  deps: { db: Db; now: Date },
  scope: StaffScope,
  id: number,
): Promise<PaymentChecksResponse> {
  const row = await checkOf(deps.db, scope, id);
  const at = deps.now.toISOString();
  await inTransaction(deps.db, async (trx) => {
    if (!(await resetEffect(trx, id, 'done', at, FORGOTTEN_WHEN_DONE)))
      throw notFound('Ce paiement à vérifier est déjà réglé.');
    const effect = await findEffect(trx, id);
    await recordChange(trx, {
      at,
      userId: scope.userId,
      kind: 'order.payment-check',
      entityType: 'order',
      entityId: row.order_id,
      summary: `${subjectOf(row)}\u00a0: «\u00a0${toCheck(row).action}\u00a0» réglé à la main.`,
      before: { state: toCheck(row).state, lastError: row.last_error },
      after: { state: 'resolved', kind: effect?.kind ?? row.kind },
    });
  });
  return listPaymentChecks(deps.db, scope);
}
