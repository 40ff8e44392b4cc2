import { z } from 'zod';
import { BoxOrderSettlement, boxPaymentSentence } from './boxes.js';
import { IdParam } from './common.js';
import { MEAL_VOUCHER_STATUSES } from './meal-vouchers.js';
import { weighingRange } from './pricing.js';

/**
 * Online payment for meat sold by weight (ADR 049): a hold of the estimate plus the weighing tolerance, the
 * weighed amount captured at « prête », the rest released.
 */

/**
 * How the customer settles an order: a card online, titres-restaurant online with the rest by card (issue 41,
 * ADR 073: an order's payment answer then says `online`, its titres' part under `mealVoucher`), at the shop's
 * till, or on a pro's monthly statement.
 */
export const PAYMENT_METHODS = ['online', 'meal_voucher', 'counter', 'on_account'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS, {
  error: 'Moyen de paiement inconnu (online, meal_voucher, counter ou on_account).',
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** What the owner asks of a shop, or of a holiday period's days. */
export const PAYMENT_POLICIES = ['counter', 'online_or_counter', 'online'] as const;
export const PaymentPolicy = z.enum(PAYMENT_POLICIES, {
  error: 'Règle de paiement inconnue (counter, online_or_counter ou online).',
});
export type PaymentPolicy = z.infer<typeof PaymentPolicy>;
export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = 'counter';

/** A hold nobody collected: let go (the default) or taken, as the conditions of sale say. */
export const NO_SHOW_RULES = ['release', 'capture'] as const;
export const NoShowRule = z.enum(NO_SHOW_RULES, { error: 'Règle inconnue (release ou capture).' });
export type NoShowRule = z.infer<typeof NoShowRule>;

export const PAYMENT_POLICY_TEXT: Record<PaymentPolicy, string> = {
  counter: 'Paiement au retrait',
  online_or_counter: 'En ligne ou au retrait, au choix du client',
  online: 'En ligne obligatoire',
};

export const PAYMENT_STATUSES = [
  'awaiting_authorization',
  'authorized',
  'card_saved',
  'captured',
  'partially_captured',
  'released',
  'refunded',
  'failed',
  'at_counter',
  'on_account',
] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** How money is taken at the shop's till (issue 45). */
export const COUNTER_PAYMENT_METHODS = ['cash', 'card', 'cheque', 'meal_voucher'] as const;
export const CounterPaymentMethod = z.enum(COUNTER_PAYMENT_METHODS, {
  error: 'Moyen de paiement inconnu (cash, card, cheque ou meal_voucher).',
});
export type CounterPaymentMethod = z.infer<typeof CounterPaymentMethod>;
export const COUNTER_PAYMENT_METHOD_TEXT: Record<CounterPaymentMethod, string> = {
  cash: 'Espèces',
  card: 'Carte bancaire',
  cheque: 'Chèque',
  meal_voucher: 'Titre-restaurant',
};

/**
 * Money taken at the till, in euros. A mistake is put right by a reversing entry (`reversesId`, its amount
 * negative), never by an edit: the entries are what the counter journal of « the law » chains.
 */
export const CounterPayment = z.object({
  id: z.number().int(),
  method: CounterPaymentMethod,
  amount: z.number(),
  at: z.string(),
  reversesId: z.number().int().nullable(),
});
export type CounterPayment = z.infer<typeof CounterPayment>;

const COUNTER_AMOUNT_MAX = 100_000;
export const CounterPaymentRequest = z.object({
  method: CounterPaymentMethod,
  amount: z
    .number({ error: 'Indiquez le montant en euros (par exemple 21.80).' })
    .positive({ error: 'Le montant doit être supérieur à 0.' })
    .max(COUNTER_AMOUNT_MAX, { error: 'Ce montant est trop élevé pour une commande.' })
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, {
      error: 'Le montant se compte au centime près.',
    }),
});
export type CounterPaymentRequest = z.input<typeof CounterPaymentRequest>;

/** « Payé au comptoir » on a card order: how the till took it (a card by default). */
export const PaidAtCounterRequest = z.object({ method: CounterPaymentMethod.optional() }).nullish();
export type PaidAtCounterRequest = z.input<typeof PaidAtCounterRequest>;

/** An entry of an order's till payments, in the path: the order's id and the entry's. */
export const CounterPaymentParams = IdParam.extend({ paymentId: IdParam.shape.id });

/** An order's payment as the customer's and the staff's screens read it (amounts in euros). */
export const OrderPayment = z.object({
  method: PaymentMethod,
  status: PaymentStatus,
  heldAmount: z.number(),
  capturedAmount: z.number(),
  refundedAmount: z.number(),
  /** The provider's page where the card is entered: an absolute URL while awaiting or failed, else null. */
  checkoutUrl: z.string().nullable(),
  /**
   * « Autoriser N € » (issue 38): a held order raised above its hold waits for a new hold of `amount` for the
   * whole order, on the provider's page at `checkoutUrl`; once authorised, the change applies and the old hold
   * goes. Absent when nothing waits.
   */
  raise: z.object({ amount: z.number(), checkoutUrl: z.string().nullable() }).optional(),
  /**
   * What is still to pay at the shop (issue 45): a pay-at-shop order's estimate, then its weighed total; for a
   * card order, the part above what the card paid; 0 on account, once settled, or cancelled.
   */
  dueAmount: z.number(),
  /** The money taken at the till, oldest first (reversals included). */
  counterPayments: z.array(CounterPayment),
  /**
   * The titres-restaurant's part of an order paid online with them (ADR 073), fixed at checkout; the card pays
   * the rest. `awaiting_customer` until the customer answers the titres' page (`checkoutUrl` is then that page);
   * `pending` until the provider took it; `refunded` once all of it went back; `declined` when the customer
   * refused it there (the card pays the whole), `abandoned` when the order ended first. Absent otherwise.
   */
  mealVoucher: z
    .object({ amount: z.number(), refundedAmount: z.number(), status: z.enum(MEAL_VOUCHER_STATUSES) })
    .optional(),
  /**
   * An order of pre-sold boxes (ADR 074): its deposit taken at the order, its balance by weight taken by card at
   * « prête » (or due at the shop when the card refused it). Absent for an order without a box.
   */
  box: BoxOrderSettlement.optional(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** The statuses in which the customer's card still holds money for the order. */
export const HOLDING_STATUSES: readonly PaymentStatus[] = ['authorized'];

/**
 * The one maximum the customer is shown and the card holds: the estimate plus the shop's weighing tolerance on
 * the weighed lines only, rounded up to the euro (« 60,09 € » holds 61,00 €).
 */
export function holdCents(totalCents: number, weighedLinesCents: number, tolerancePercent: number): number {
  const { highCents } = weighingRange(totalCents, weighedLinesCents, tolerancePercent);
  return Math.ceil(highCents / 100) * 100;
}

/** The sentence beside the €/kg at checkout and on the order's page; `held` is formatted by the caller (« 61,00 € »). */
export function holdSentence(held: string): string {
  return `Montant maximum bloqué sur votre carte\u00a0: ${held}. Vous ne paierez que le poids réel\u00a0; au-delà, la boutique vous demande votre accord.`;
}

/** The payment's state in the customer's words. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  awaiting_authorization: 'Paiement en attente',
  authorized: 'Montant bloqué sur votre carte',
  card_saved: 'Carte enregistrée, autorisée avant la préparation',
  captured: 'Payée par carte',
  partially_captured: 'Payée par carte, un complément à régler au retrait',
  released: 'Blocage levé, rien n’a été prélevé',
  refunded: 'Remboursée',
  failed: 'Paiement refusé',
  at_counter: 'À payer au retrait',
  on_account: 'Sur facture',
};

/** The reason an order is cancelled with when its payment never came. */
export const UNPAID_CANCEL_REASON = 'paiement non autorisé';

/** Minutes an order keeps its place while its payment is awaited. */
export const PAYMENT_WINDOW_MINUTES = 15;

/** A step of an order's card payment, as its history records it. */
export const PAYMENT_STEPS = [
  'held',
  'card_saved',
  'refused',
  'captured',
  'partially_captured',
  'released',
  'refunded',
  'paid_at_counter',
  'to_pay_at_counter',
  'superseded_released',
  'counter_payment',
  'counter_reversal',
] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** A provider's event, as it arrives at the webhook (read from its raw body once its signature is checked). */
export const PaymentWebhookEvent = z
  .object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) })
  .meta({ description: 'Un événement Stripe, signé dans l’en-tête Stripe-Signature' });
export const PaymentWebhookReceived = z.object({ received: z.literal(true) });

/** What is left to pay at the shop after a capture up to the hold (0 when nothing, or once the till took it). */
export const restAtCounter = (payment: OrderPayment) =>
  payment.status === 'partially_captured' ? payment.dueAmount : 0;

/**
 * A card payment's state in one sentence with its amounts, for the order's page and the customer's messages;
 * `euros` formats an amount (« 58,35 € »).
 */
export function paymentSentence(payment: OrderPayment, totalTTC: number, euros: (amount: number) => string): string {
  // Settled at the shop's till, wholly or for the part above the card (issue 45).
  if (payment.counterPayments.length > 0 && payment.dueAmount === 0 && payment.status !== 'refunded')
    return `Payée\u00a0: ${euros(totalTTC)}.`;
  // A box's deposit, then its balance by weight (ADR 074): not the held amount's words.
  const cardTook =
    payment.status === 'authorized' || payment.status === 'captured' || payment.status === 'partially_captured';
  if (payment.box && cardTook) return boxPaymentSentence(payment.box, payment.dueAmount, euros);
  switch (payment.status) {
    case 'authorized':
      return `Montant bloqué sur votre carte\u00a0: ${euros(payment.heldAmount)}. Vous ne paierez que le poids réel, prélevé quand la commande est prête.`;
    case 'captured':
      return payment.refundedAmount > 0
        ? `Payée par carte\u00a0: ${euros(payment.capturedAmount)}, dont ${euros(payment.refundedAmount)} remboursés.`
        : `Payée par carte\u00a0: ${euros(payment.capturedAmount)}. Le reste du montant bloqué est libéré.`;
    case 'partially_captured':
      return `Payée par carte\u00a0: ${euros(payment.capturedAmount)}. Reste à régler au retrait\u00a0: ${euros(payment.dueAmount)}.`;
    case 'refunded':
      return `Remboursée\u00a0: ${euros(payment.refundedAmount)} rendus sur votre carte.`;
    case 'awaiting_authorization':
      return 'Paiement en attente\u00a0: votre commande garde sa place 15 minutes.';
    case 'failed':
      return payment.checkoutUrl
        ? 'Paiement refusé\u00a0: vous pouvez réessayer avec la même carte ou une autre.'
        : 'Paiement non autorisé.';
    default:
      return PAYMENT_STATUS_TEXT[payment.status];
  }
}

/** A payment step in the order's history and the journal: « Paiement par carte : 36,00 € bloqués. » */
export function paymentStepText(
  step: PaymentStep | undefined,
  amountCents: number | undefined,
  euros: (cents: number) => string,
  counterMethod?: CounterPaymentMethod,
): string {
  const amount = euros(amountCents ?? 0);
  const how = counterMethod ? ` (${COUNTER_PAYMENT_METHOD_TEXT[counterMethod].toLowerCase()})` : '';
  switch (step) {
    case 'held':
      return `Paiement par carte\u00a0: ${amount} bloqués.`;
    case 'card_saved':
      return 'Carte enregistrée, le montant sera bloqué avant la préparation.';
    case 'refused':
      return 'Paiement par carte refusé.';
    case 'captured':
      return `Paiement par carte\u00a0: ${amount} prélevés, le reste débloqué.`;
    case 'partially_captured':
      return `Paiement par carte\u00a0: ${amount} prélevés, le complément est à régler au retrait.`;
    case 'released':
      return 'Blocage de la carte levé, rien n’a été prélevé.';
    case 'refunded':
      return `Remboursement par carte\u00a0: ${amount}.`;
    case 'paid_at_counter':
      return 'Payée au comptoir, blocage de la carte levé.';
    case 'to_pay_at_counter':
      return 'Carte refusée de nouveau\u00a0: à payer au retrait.';
    case 'superseded_released':
      return `Autorisation d’une ancienne page de paiement levée (${amount}), rien n’a été prélevé.`;
    case 'counter_payment':
      return `Encaissé au comptoir : ${amount}${how}.`;
    case 'counter_reversal':
      return `Encaissement annulé par une écriture inverse : ${euros(-(amountCents ?? 0))}${how}.`;
    default:
      return 'Paiement.';
  }
}
