import type { Db } from '../../db/database.js';
import { insertEffect } from './lifecycle.repository.js';

// The effect list (issue 46, ADR 051): what must follow a committed change, written in its transaction.

/** Money: calls to the payment provider. Messages: what a person is told. */
export const EFFECT_KINDS = [
  'open_page',
  'close_page',
  'capture',
  'release',
  'refund',
  'hold_saved_card',
  'charge_balance',
  'apply_change',
  'tell',
  'forget_card_holder',
  'einvoice_deposit',
  'einvoice_follow',
  'ereport_transmit',
  'voucher_debit',
  'voucher_refund',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** What each kind carries. */
export type EffectPayloads = {
  /** `raise`: the page of « Autoriser N € », a new hold for a held order raised above it. */
  open_page: { attempt: number; raise?: boolean; returnUrl?: string };
  close_page: { pageId: string };
  /** Takes the order's weighed total (at most the hold), or for a no-show at most `capAtCents`. */
  capture: { totalCents: number; noShow?: boolean };
  /**
   * Lets the order's hold go, or closes the page nobody finished. `holdRef`: a hold the payment no longer
   * tracks (a replaced page's, or one let go at the counter: `noStep`, its step already written).
   */
  release: { holdRef?: string; noStep?: boolean };
  /**
   * Gives back on the card: a credit note's part (`creditNoteId`), or what an order cancelled for a reason of
   * the shop's took (`purpose`, e.g. a pre-sold box whose animal was cancelled, ADR 074).
   */
  refund: { creditNoteId?: number; purpose?: string; amountCents: number };
  hold_saved_card: Record<string, never>;
  /**
   * A box order's balance at « prête » (ADR 074): a hold of `amountCents` on the card saved with the deposit,
   * captured at once; refused, the balance stays due at the shop.
   */
  charge_balance: { amountCents: number };
  /** The customer's change of quantities that waited for a larger hold, applied once it is authorised. */
  apply_change: { lines: { articleId: number; quantity: number }[] };
  tell: { message: MessageKind } & MessageDetail;
  /**
   * An erased customer's cards and Customers at the provider (ADR 061): an account's effect, without an
   * order. The refs live here only until the effect is done (FORGOTTEN_WHEN_DONE).
   */
  forget_card_holder: { customerRefs: string[]; cardRefs: string[] };
  /**
   * A pro invoice or credit note deposited with the plateforme agréée (ADR 071), and its lifecycle asked for
   * after it (`round`: the how-manieth ask, its wait growing): documents' effects, without an order.
   */
  einvoice_deposit: { invoiceId: number };
  einvoice_follow: { invoiceId: number; round: number };
  /** A period's e-reporting sent to the platform once the period is over (ADR 072): `2027-09-D1`. */
  ereport_transmit: { period: string };
  /** The titres-restaurant's part of an order, taken by their provider (ADR 073). */
  voucher_debit: Record<string, never>;
  /** Gives back to the titres: all that is left of their part (a cancel), or `amountCents` of it (weighed under it). */
  voucher_refund: { amountCents?: number };
};

/** Kinds whose payload is personal data: emptied once the effect is done (or settled by hand). */
export const FORGOTTEN_WHEN_DONE: readonly EffectKind[] = ['forget_card_holder'];

/** What a message says beyond the order as it is when it goes: a cancel's reason, a refund's amount, a move's old day. */
export type MessageDetail = { reason?: string; amountCents?: number; fromDate?: string; lotCode?: string };

/** The messages an order's moves send (each handler composes its text when it runs, with the money known). */
export const MESSAGE_KINDS = [
  'ready',
  'cancelled',
  'customer_cancelled',
  'refunded',
  'secured',
  'payment_refused',
  /** The owner closed the order's day and moved it (issue 45): the new date. */
  'moved',
  /** A lot the order was served from is recalled (issue 39): the lot and the owner's words, once per customer. */
  'lot_recall',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const EFFECT_TEXT: Record<EffectKind, string> = {
  open_page: 'Ouvrir la page de paiement',
  close_page: 'Fermer une ancienne page de paiement',
  capture: 'Prélever la carte',
  release: 'Lever le blocage de la carte',
  refund: 'Rembourser sur la carte',
  hold_saved_card: 'Bloquer le montant sur la carte enregistrée',
  charge_balance: 'Prélever le solde du colis sur la carte enregistrée',
  apply_change: 'Appliquer le changement de quantités autorisé',
  tell: 'Prévenir le client',
  forget_card_holder: 'Effacer le client et ses cartes chez le prestataire',
  einvoice_deposit: 'Déposer la facture sur la plateforme agréée',
  einvoice_follow: 'Suivre la facture sur la plateforme agréée',
  ereport_transmit: 'Transmettre l’e-reporting à la plateforme agréée',
  voucher_debit: 'Débiter les titres-restaurant',
  voucher_refund: 'Recréditer les titres-restaurant',
};

export type NewEffect<K extends EffectKind = EffectKind> = {
  /** Null for an account's effect (forget_card_holder): it waits for no order's earlier effects. */
  orderId: number | null;
  kind: K;
  payload: EffectPayloads[K];
  /** One effect per purpose: the same key twice adds nothing (a sweep each minute, a repair). */
  key: string;
  /** Not before (a retry's backoff, a later hold). */
  at?: Date;
};

/** Writes an effect in the caller's transaction; false when its purpose was already written. */
export function addEffect<K extends EffectKind>(trx: Db, now: Date, effect: NewEffect<K>): Promise<boolean> {
  const at = now.toISOString();
  return insertEffect(trx, {
    order_id: effect.orderId,
    kind: effect.kind,
    payload: JSON.stringify(effect.payload),
    dedupe_key: effect.key,
    status: 'pending',
    next_at: (effect.at ?? now).toISOString(),
    created_at: at,
    updated_at: at,
  });
}

/** A message effect, once per order and kind (and reason, when it says one). */
export const tellEffect = (
  orderId: number,
  message: MessageKind,
  detail: MessageDetail = {},
  key = '',
): NewEffect<'tell'> => ({
  orderId,
  kind: 'tell',
  payload: { message, ...detail },
  key: `order:${orderId}:tell:${message}${key ? `:${key}` : ''}`,
});
