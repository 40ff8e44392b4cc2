import type { PaymentStatus } from '@boucherie/contract';
import { formatEuros } from '../../lib/money.js';
import {
  type Effect,
  type EffectHandlers,
  type EffectOutcome,
  movePayment,
  OPEN_PAYMENT_STATUSES,
  recordOrderPaymentStep,
  tellEffect,
} from '../order-lifecycle/index.js';
import { forgetAtProvider } from './card-holder-erasure.js';
import { debitVoucher, refundVoucher } from './meal-voucher-effects.js';
import type { HoldState, PaymentProvider } from './payment-provider.js';
import * as repo from './payments.repository.js';
import { MINUTE, type PaymentDeps, pageInput, providerOf } from './payments.service.js';

// What each money effect does at the provider, and what it records (ADR 051). Each reads the provider's
// truth before it acts, and acts with the effect's own idempotency key: a run cut short by a crash and run
// again acts once, and records what really happened.

type Deps = Omit<PaymentDeps, 'now'>;
const DAY = 24 * 60 * MINUTE;

/** A hold's capture or release already made (by an earlier run, the no-show rule, or by hand). */
function settledAt(hold: HoldState): { status: PaymentStatus; captured: number } | null {
  if (hold.state === 'captured') return { status: 'captured', captured: hold.capturedCents };
  if (hold.state === 'released') return { status: 'released', captured: 0 };
  return null;
}

async function capture(deps: Deps, effect: Effect<'capture'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.status !== 'authorized' || !row.payment_intent_id) return undefined;
  const provider = await providerOf(deps);
  const hold = await provider.readHold(row.payment_intent_id);
  const total = effect.payload.totalCents;
  let captured = Math.min(total, row.held_cents);
  const before = settledAt(hold);
  if (before) captured = before.captured;
  else if (captured > 0) await provider.capture(row.payment_intent_id, captured, effect.idempotencyKey);
  else await provider.release(row.payment_intent_id, effect.idempotencyKey);
  const status: PaymentStatus =
    captured === 0 ? 'released' : total > captured && !effect.payload.noShow ? 'partially_captured' : 'captured';
  return {
    record: async (trx) => {
      await movePayment(trx, {
        orderId,
        to: status,
        from: ['authorized'],
        now,
        patch: { captured_cents: captured, held_cents: 0 },
        step: status,
        amountCents: status === 'released' ? null : captured,
      });
    },
  };
}

async function release(deps: Deps, effect: Effect<'release'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const provider = await providerOf(deps);
  if (effect.payload.holdRef) return releaseStray(provider, effect, now);
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.method !== 'online' || !OPEN_PAYMENT_STATUSES.includes(row.status)) return undefined;
  let holdRef = row.status === 'authorized' ? row.payment_intent_id : null;
  if (!holdRef && row.checkout_session_id && row.status !== 'card_saved') {
    // A page nobody finished is closed; one finished just now has made a hold, which goes too.
    const page = await provider.readPage(row.checkout_session_id);
    if (page.state === 'open') await provider.closePage(row.checkout_session_id);
    holdRef = page.holdRef;
  }
  if (holdRef) {
    const hold = await provider.readHold(holdRef);
    if (hold.state === 'held') await provider.release(holdRef, effect.idempotencyKey);
    // Already taken at the provider (by hand, or a capture the shop never recorded): the truth is recorded,
    // and a person decides (a credit note gives it back).
    if (hold.state === 'captured')
      return {
        record: async (trx) => {
          await movePayment(trx, {
            orderId,
            to: 'captured',
            from: ['authorized'],
            now,
            patch: { captured_cents: hold.capturedCents, held_cents: 0 },
            step: 'captured',
            amountCents: hold.capturedCents,
          });
        },
        needsPerson: `La carte a déjà été débitée de ${formatEuros(hold.capturedCents / 100)} au lieu d’être libérée\u00a0: vérifiez la commande, et remboursez-la par un avoir s’il le faut.`,
      };
  }
  return {
    record: async (trx) => {
      await movePayment(trx, {
        orderId,
        to: 'released',
        from: OPEN_PAYMENT_STATUSES,
        now,
        patch: { held_cents: 0, checkout_url: null },
        step: 'released',
      });
    },
  };
}

/** A hold the shop no longer tracks (its page was replaced): let go, and journaled. */
async function releaseStray(provider: PaymentProvider, effect: Effect<'release'>, now: Date): Promise<EffectOutcome> {
  const holdRef = effect.payload.holdRef ?? '';
  const hold = await provider.readHold(holdRef);
  if (hold.state !== 'held') return undefined;
  await provider.release(holdRef, effect.idempotencyKey);
  if (effect.payload.noStep) return undefined;
  return {
    record: async (trx) => {
      await recordOrderPaymentStep(trx, effect.order_id ?? 0, now, 'superseded_released', hold.heldCents);
    },
  };
}

async function closePage(deps: Deps, effect: Effect<'close_page'>): Promise<EffectOutcome> {
  const provider = await providerOf(deps);
  const page = await provider.readPage(effect.payload.pageId);
  if (page.state === 'open') await provider.closePage(effect.payload.pageId);
  return undefined;
}

async function openPage(deps: Deps, effect: Effect<'open_page'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  if (effect.payload.raise) return openRaisePage(deps, effect, now);
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.method !== 'online' || (row.status !== 'awaiting_authorization' && row.status !== 'failed'))
    return undefined;
  const provider = await providerOf(deps);
  const input = await pageInput(
    { ...deps, now, publicUrl: effect.payload.returnUrl ?? deps.publicUrl },
    row,
    effect.idempotencyKey,
  );
  const page: { pageId: string; url: string; customerRef?: string } = row.authorize_at
    ? await provider.startCardSaving(input)
    : await provider.startHold({
        ...input,
        amountCents: row.held_cents,
        description: `Commande n° ${input.number}`,
        // A box's deposit keeps its card: the balance is taken on it at weighing (ADR 074).
        saveCard: row.capture_on_hold === 1,
      });
  const status = row.status;
  return {
    record: async (trx) => {
      await movePayment(trx, {
        orderId,
        to: status,
        from: [status],
        now,
        patch: {
          checkout_session_id: page.pageId,
          checkout_url: page.url,
          page_opened_at: now.toISOString(),
          ...(page.customerRef ? { customer_ref: page.customerRef } : {}),
        },
      });
    },
  };
}

/** The page of « Autoriser N € »: a new hold of the raised amount for the whole order, beside the current one. */
async function openRaisePage(deps: Deps, effect: Effect<'open_page'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.status !== 'authorized' || row.raise_held_cents === null) return undefined;
  const input = await pageInput(
    { ...deps, now, publicUrl: effect.payload.returnUrl ?? deps.publicUrl },
    row,
    effect.idempotencyKey,
  );
  const page = await (await providerOf(deps)).startHold({
    ...input,
    amountCents: row.raise_held_cents,
    description: `Commande n° ${input.number} (nouveau montant)`,
  });
  return {
    record: async (trx) => {
      await movePayment(trx, {
        orderId,
        to: 'authorized',
        from: ['authorized'],
        now,
        patch: { raise_session_id: page.pageId, raise_checkout_url: page.url },
      });
    },
  };
}

async function refund(deps: Deps, effect: Effect<'refund'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await repo.findPayment(deps.db, orderId);
  const amount = effect.payload.amountCents;
  if (!row?.payment_intent_id || amount <= 0) return undefined;
  const provider = await providerOf(deps);
  if (row.balance_intent_id) {
    // A box's balance was taken on a payment of its own (ADR 074): the deposit's gives back first (every refund
    // so far was taken from it), the balance's the rest, each once by its key.
    const deposit = await provider.readHold(row.payment_intent_id);
    const fromDeposit = Math.min(amount, Math.max(0, deposit.capturedCents - row.refunded_cents));
    if (fromDeposit > 0) await provider.refund(row.payment_intent_id, fromDeposit, effect.idempotencyKey);
    if (amount > fromDeposit)
      await provider.refund(row.balance_intent_id, amount - fromDeposit, `${effect.idempotencyKey}:balance`);
  } else await provider.refund(row.payment_intent_id, amount, effect.idempotencyKey);
  return {
    record: async (trx) => {
      const fresh = await repo.findPayment(trx, orderId);
      if (!fresh) return;
      const full = fresh.refunded_cents + amount >= fresh.captured_cents;
      await movePayment(trx, {
        orderId,
        to: full ? 'refunded' : fresh.status,
        from: ['captured', 'partially_captured'],
        now,
        refundCents: amount,
        step: 'refunded',
        amountCents: amount,
        effects: [
          tellEffect(
            orderId,
            'refunded',
            { amountCents: amount },
            effect.payload.purpose ?? `note-${effect.payload.creditNoteId}`,
          ),
        ],
      });
    },
  };
}

async function holdSavedCard(deps: Deps, effect: Effect<'hold_saved_card'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.status !== 'card_saved') return undefined;
  const provider = await providerOf(deps);
  const result = await provider.holdSavedCard({
    orderId,
    customerRef: row.customer_ref ?? '',
    cardRef: row.payment_method_ref ?? '',
    amountCents: row.held_cents,
    idempotencyKey: effect.idempotencyKey,
  });
  return {
    record: async (trx) => {
      if (result.ok) {
        await movePayment(trx, {
          orderId,
          to: 'authorized',
          from: ['card_saved'],
          now,
          patch: { payment_intent_id: result.holdRef },
          step: 'held',
          amountCents: row.held_cents,
        });
        return;
      }
      // Refused: a day to authorise again on a new page, which holds at once (the day is near now).
      await movePayment(trx, {
        orderId,
        to: 'failed',
        from: ['card_saved'],
        now,
        patch: {
          authorize_at: null,
          awaiting_until: new Date(now.getTime() + DAY).toISOString(),
          page_opened_at: null,
        },
        step: 'refused',
        effects: [
          { orderId, kind: 'open_page', payload: { attempt: now.getTime() }, key: `order:${orderId}:page:refused` },
          tellEffect(orderId, 'payment_refused'),
        ],
      });
    },
  };
}

/**
 * A box's balance at « prête » (ADR 074): a hold of the balance on the card saved with the deposit, captured at
 * once, its PaymentIntent kept beside the deposit's and `captured_cents` summing both. Refused (no saved card,
 * a card that now wants its holder, a decline), the balance stays due at the shop. A run cut short and run
 * again finds the same hold (its idempotency key) and captures it once: the provider's state decides.
 */
async function chargeBalance(deps: Deps, effect: Effect<'charge_balance'>, now: Date): Promise<EffectOutcome> {
  const orderId = effect.order_id ?? 0;
  const row = await repo.findPayment(deps.db, orderId);
  if (row?.balance_state !== 'charging') return undefined;
  // The deposit's capture is the order's earlier effect; until it is recorded, this one waits its turn.
  if (row.status === 'authorized') throw new Error(`order ${orderId}: the deposit is not captured yet`);
  if (row.status !== 'captured' && row.status !== 'partially_captured') return undefined;
  const amount = effect.payload.amountCents;
  const provider = await providerOf(deps);
  const result =
    row.customer_ref && row.payment_method_ref
      ? await provider.holdSavedCard({
          orderId,
          customerRef: row.customer_ref,
          cardRef: row.payment_method_ref,
          amountCents: amount,
          idempotencyKey: effect.idempotencyKey,
        })
      : ({ ok: false, reason: 'no_saved_card' } as const);
  let captured = 0;
  if (result.ok) {
    const hold = await provider.readHold(result.holdRef);
    if (hold.state === 'captured') captured = hold.capturedCents;
    else if (hold.state === 'held') {
      await provider.capture(result.holdRef, amount, `${effect.idempotencyKey}:capture`);
      captured = amount;
    }
  }
  const status = row.status;
  return {
    record: async (trx) => {
      if (captured > 0 && result.ok) {
        await movePayment(trx, {
          orderId,
          to: status,
          from: [status],
          now,
          patch: {
            captured_cents: row.captured_cents + captured,
            balance_intent_id: result.holdRef,
            balance_state: 'captured',
          },
          step: 'captured',
          amountCents: captured,
        });
        return;
      }
      await movePayment(trx, {
        orderId,
        to: status,
        from: [status],
        now,
        patch: { balance_state: 'refused' },
        step: 'refused',
        amountCents: amount,
      });
    },
  };
}

/** The money effects' handlers (an erased customer's too); `tell` is the orders' (their messages). */
export function paymentEffectHandlers(
  deps: Deps,
): Omit<EffectHandlers, 'tell' | 'apply_change' | 'einvoice_deposit' | 'einvoice_follow' | 'ereport_transmit'> {
  return {
    capture: (effect, now) => capture(deps, effect, now),
    release: (effect, now) => release(deps, effect, now),
    close_page: (effect) => closePage(deps, effect),
    open_page: (effect, now) => openPage(deps, effect, now),
    refund: (effect, now) => refund(deps, effect, now),
    hold_saved_card: (effect, now) => holdSavedCard(deps, effect, now),
    charge_balance: (effect, now) => chargeBalance(deps, effect, now),
    forget_card_holder: async (effect) => forgetAtProvider(await providerOf(deps), effect),
    voucher_debit: (effect, now) => debitVoucher({ db: deps.db, provider: deps.payments.mealVouchers }, effect, now),
    voucher_refund: (effect, now) => refundVoucher({ db: deps.db, provider: deps.payments.mealVouchers }, effect, now),
  };
}
