import type { OrderStatus } from '@boucherie/contract';
import { AppError } from '../../errors.js';
import { frenchMoment } from '../../lib/french.js';

// Whether a placed order is still the customer's to cancel or change online, and why not: the calendar's pure
// rule beside « can this order be placed », so that every order answer, the cancel and the change ask it here
// (ADR 048). Until the date's cut-off, a holiday day's own included (docs/decisions/024-standing-orders.md).

/** The statuses a customer may still cancel or change from: the counter has not prepared anything yet. */
export const CHANGEABLE: readonly OrderStatus[] = ['Pending', 'Confirmed'];

/** Until when the customer may still cancel or change an order at `now` (ISO instant: the cut-off), or null. */
export function changeableUntil(status: OrderStatus, cutOff: Date | null, now: Date): string | null {
  return CHANGEABLE.includes(status) && cutOff && now.getTime() < cutOff.getTime() ? cutOff.toISOString() : null;
}

/** What the customer wanted to do to the order, in the refusal's words. */
export type Wish = { done: 'annulée' | 'modifiée'; verb: 'l’annuler' | 'la modifier' };
export const CANCEL: Wish = { done: 'annulée', verb: 'l’annuler' };
export const CHANGE: Wish = { done: 'modifiée', verb: 'la modifier' };

/** Refuses (409) unless the order is still the customer's to cancel or change at `now`. */
export function assertChangeable(
  order: { status: OrderStatus; shopPhone: string },
  cutOff: Date | null,
  now: Date,
  wish: Wish,
) {
  if (changeableUntil(order.status, cutOff, now) === null) throw refusal(order.status, order.shopPhone, cutOff, wish);
}

/** Why the order is no longer the customer's to cancel or change online (409), and whom to call. */
export function refusal(status: OrderStatus, shopPhone: string, cutOff: Date | null, wish: Wish): AppError {
  const call = `appelez la boutique au ${shopPhone}`;
  if (status === 'Ready') {
    return new AppError('ORDER_NOT_CHANGEABLE', `Votre commande est déjà prête\u00a0: pour ${wish.verb}, ${call}.`);
  }
  if (status === 'Completed') {
    return new AppError(
      'ORDER_NOT_CHANGEABLE',
      `Cette commande vous a déjà été remise\u00a0: elle ne peut plus être ${wish.done}.`,
    );
  }
  if (status === 'Cancelled') {
    return new AppError(
      'ORDER_NOT_CHANGEABLE',
      `Cette commande est annulée\u00a0: elle ne peut plus être ${wish.done}.`,
    );
  }
  const closed = cutOff ? ` depuis le ${frenchMoment(cutOff)}` : '';
  const then = wish === CANCEL ? `Pour la modifier, ${call}` : `Pour un changement, ${call}`;
  return new AppError(
    'ORDER_NOT_CHANGEABLE',
    `Les commandes pour ce jour sont closes${closed}\u00a0: votre commande ne peut plus être ${wish.done} en ligne. ${then}.`,
  );
}
