import {
  type CounterPaymentMethod,
  type OrderEventAction,
  type OrderMode,
  type PaymentStep,
  paymentStepText,
  type WeighingAgreement,
} from '@boucherie/contract';
import { frenchDay } from '../../lib/french.js';
import { formatEuros } from '../../lib/money.js';

/** What an event's stored detail holds (JSON); every field optional, as old rows may lack new ones. */
export type EventDetail = {
  designation?: string;
  orderedHundredths?: number;
  /** Events written before quantities had two decimals. */
  orderedTenths?: number;
  saleUnit?: 'kg' | 'piece';
  before?: number | null;
  after?: number | null;
  lineTotalCents?: number;
  reason?: string;
  lineId?: number;
  /** A weight beyond the shop's tolerance, confirmed: the tolerance then, and whether the price rose. */
  tolerancePercent?: number;
  rise?: boolean;
  /** How the customer agreed to a rise (null: not noted). */
  agreement?: WeighingAgreement | null;
  /** A change of quantities by the customer: each line, in hundredths (after 0: removed). */
  changes?: { designation: string; saleUnit: 'kg' | 'piece'; before: number; after: number }[];
  /** A payment's step and the amount it moved (ADR 049). */
  paymentStep?: PaymentStep;
  amountCents?: number;
  /** Money taken at the till: how (issue 45). */
  counterMethod?: CounterPaymentMethod;
  /** Handed over with money still due: why (issue 45). */
  unpaid?: string;
  dueCents?: number;
  /** Moved off a day the owner closed (issue 45): from which day to which. */
  fromDate?: string;
  toDate?: string;
};

const kg = (grams: number) => `${(grams / 1000).toFixed(3).replace('.', ',')}\u00a0kg`;
const orderedQuantity = (detail: EventDetail) =>
  detail.orderedHundredths !== undefined
    ? detail.orderedHundredths / 100
    : detail.orderedTenths !== undefined
      ? detail.orderedTenths / 10
      : undefined;
const ordered = (detail: EventDetail) => {
  const quantity = orderedQuantity(detail);
  return quantity === undefined
    ? ''
    : ` (commandé ${String(quantity).replace('.', ',')}\u00a0${detail.saleUnit === 'piece' ? 'pièce(s)' : 'kg'})`;
};

const amountOf = (hundredths: number, unit: 'kg' | 'piece') => {
  const n = String(hundredths / 100).replace('.', ',');
  return unit === 'kg' ? `${n}\u00a0kg` : `${n}\u00a0pièce${hundredths > 100 ? 's' : ''}`;
};

/** "Côte de bœuf 1 kg → 1,5 kg, Merguez retiré": what the customer changed. */
function changesText(detail: EventDetail): string {
  const changes = (detail.changes ?? []).map((c) =>
    c.after === 0
      ? `${c.designation} retiré`
      : `${c.designation} ${amountOf(c.before, c.saleUnit)} → ${amountOf(c.after, c.saleUnit)}`,
  );
  return changes.length > 0 ? `\u00a0: ${changes.join(', ')}` : '';
}

/** ", 19,62 €" after a weighing, when the line's new amount is known. */
function amount(cents: number | undefined): string {
  if (cents === undefined) return '';
  return `, ${formatEuros(cents / 100)}`;
}

const AGREEMENT_TEXT: Record<WeighingAgreement, string> = { phone: 'par téléphone', counter: 'au comptoir' };

/** "; au-delà de la tolérance de 10 %, accord du client non noté": what a weight beyond the tolerance carried. */
function toleranceText(detail: EventDetail): string {
  if (detail.tolerancePercent === undefined) return '';
  const beyond = `\u00a0; écart au-delà de la tolérance de ${detail.tolerancePercent}\u00a0%`;
  if (!detail.rise) return `${beyond}, poids confirmé`;
  return detail.agreement
    ? `${beyond}, accord du client ${AGREEMENT_TEXT[detail.agreement]}`
    : `${beyond}, accord du client non noté`;
}

/**
 * The lines whose weight stands beyond the tolerance at a higher price with no note of the customer's word:
 * the last weighing or agreement of each line decides.
 */
export function linesWithoutAgreement(events: { action: string; detail: EventDetail }[]): number[] {
  const missing = new Map<number, boolean>();
  for (const { action, detail } of events) {
    if (detail.lineId === undefined) continue;
    if (action === 'weighed') missing.set(detail.lineId, detail.rise === true && !detail.agreement);
    if (action === 'agreed' || action === 'unavailable') missing.set(detail.lineId, false);
  }
  return [...missing].filter(([, yes]) => yes).map(([lineId]) => lineId);
}

/** The French sentence of an event, as the order's history shows it. */
export function eventDetailText(action: OrderEventAction, detail: EventDetail, mode: OrderMode): string {
  const what = detail.designation ?? 'Ligne';
  switch (action) {
    case 'placed':
      return 'Commande passée.';
    case 'confirmed':
      return 'Commande confirmée.';
    case 'weighed':
      if (detail.after == null) return `${what}\u00a0: pesée effacée.`;
      return `${what}\u00a0: ${kg(detail.after)} pesés${ordered(detail)}${amount(detail.lineTotalCents)}${toleranceText(detail)}.`;
    case 'agreed': {
      // Each part apart: a template inside another reads to the typography check as French punctuation.
      const how = detail.agreement ? ` ${AGREEMENT_TEXT[detail.agreement]}` : '';
      const weight = detail.after == null ? 'ce poids' : kg(detail.after);
      return `${what}\u00a0: accord du client noté${how} pour ${weight}.`;
    }
    case 'unavailable':
      return `${what}\u00a0: indisponible, retiré du total.`;
    case 'available':
      return `${what}\u00a0: de nouveau disponible.`;
    case 'ready':
      return mode === 'Delivery' ? 'Commande en livraison, client prévenu.' : 'Commande prête, client prévenu.';
    case 'completed':
      if (detail.unpaid)
        return `${mode === 'Delivery' ? 'Commande livrée' : 'Commande remise au client'} sans être réglée (${formatEuros((detail.dueCents ?? 0) / 100)} dus) : ${detail.unpaid}.`;
      return mode === 'Delivery' ? 'Commande livrée.' : 'Commande remise au client.';
    case 'modified':
      return `${detail.reason ?? 'Quantités modifiées'}${changesText(detail)}.`;
    case 'moved': {
      const why = detail.reason ? `\u00a0: ${detail.reason}` : '';
      return `Commande déplacée du ${frenchDay(detail.fromDate ?? '')} au ${frenchDay(detail.toDate ?? '')}${why}.`;
    }
    case 'cancelled':
      return `Commande annulée\u00a0: ${detail.reason ?? 'sans motif'}.`;
    case 'payment':
      return paymentStepText(
        detail.paymentStep,
        detail.amountCents,
        (cents) => formatEuros(cents / 100),
        detail.counterMethod,
      );
  }
}
