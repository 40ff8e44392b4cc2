import { z } from 'zod';
import { isCalendarDate } from './paris-time.js';

// Pre-sold boxes from one animal (issue 40, docs/decisions/074-pre-sold-boxes.md): an article of kind « colis »
// tied to a lot, sold by the box before the animal is slaughtered, weighed and settled at distribution.

/** At most this many boxes from one animal (a bovine gives about 40 boxes of 10 kg). */
export const MAX_BOXES = 200;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const DATE_ERROR = 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-12.';

/** The owner's box: what a « colis de veau 5 kg, abattage le 12 » is made of. */
export const PutBoxRequest = z
  .object({
    lotId: whole('Choisissez l’animal (le lot) dont viennent les colis.', 1, 2_147_483_647),
    boxCount: whole(`Indiquez un nombre de colis entier, de 1 à ${MAX_BOXES}.`, 1, MAX_BOXES),
    nominalWeightGrams: whole('Indiquez le poids d’un colis, de 500\u00a0g à 50\u00a0kg.', 500, 50_000),
    pricePerKgCents: whole('Indiquez un prix au kilo de 1\u00a0€ à 500\u00a0€.', 100, 50_000),
    distributionDate: z.string({ error: DATE_ERROR }).trim().refine(isCalendarDate, { error: DATE_ERROR }),
    shopId: whole('Choisissez la boutique où les colis sont retirés.', 1, 2_147_483_647),
    depositPercent: whole('Indiquez un acompte entier de 0 à 100\u00a0%.', 0, 100),
  })
  .strict();
export type PutBoxRequest = z.infer<typeof PutBoxRequest>;

export const Box = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  designation: z.string(),
  kind: z.literal('colis'),
  lot: z.object({ id: z.number().int(), code: z.string(), slaughterDate: z.string().nullable() }),
  boxCount: z.number().int(),
  nominalWeightGrams: z.number().int(),
  /** « environ 5 kg ». */
  nominalWeightText: z.string(),
  pricePerKgCents: z.number().int(),
  /** The nominal weight at the price per kg: what the customer is told before weighing. */
  nominalPriceCents: z.number().int(),
  distributionDate: z.string(),
  shopId: z.number().int(),
  depositPercent: z.number().int(),
  depositCents: z.number().int(),
  /** Boxes held by live orders, and what is left. */
  sold: z.number().int(),
  remaining: z.number().int(),
  cancelledAt: z.string().nullable(),
});
export type Box = z.infer<typeof Box>;

/** The owner's view of one animal: its boxes and how many are sold. */
export const LotBoxesResponse = z.object({
  lot: z.object({ id: z.number().int(), code: z.string() }),
  items: z.array(Box),
  sold: z.number().int(),
  boxCount: z.number().int(),
});
export type LotBoxesResponse = z.infer<typeof LotBoxesResponse>;

const REASON_ERROR = 'Dites aux clients pourquoi l’animal est annulé (de 5 à 300 caractères).';
export const CancelLotBoxesRequest = z
  .object({
    reason: z.string({ error: REASON_ERROR }).trim().min(5, { error: REASON_ERROR }).max(300, { error: REASON_ERROR }),
  })
  .strict();
export type CancelLotBoxesRequest = z.infer<typeof CancelLotBoxesRequest>;

export const CancelLotBoxesResponse = z.object({
  /** Orders cancelled by this request (their customers told, their deposits given back). */
  cancelledOrders: z.number().int(),
  /** True when the animal was already cancelled (a second click, two owners at once): nothing more was done. */
  alreadyCancelled: z.boolean(),
});
export type CancelLotBoxesResponse = z.infer<typeof CancelLotBoxesResponse>;

/** « environ 5 kg », « environ 2,5 kg ». */
export const nominalWeightText = (grams: number) =>
  `environ ${(grams / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 })}\u00a0kg`;

/** The deposit taken at the order: a percent of the nominal price, rounded to the cent. */
export const boxDepositCents = (box: { nominalWeightGrams: number; pricePerKgCents: number; depositPercent: number }) =>
  Math.round((Math.round((box.pricePerKgCents * box.nominalWeightGrams) / 1000) * box.depositPercent) / 100);

/**
 * A weighed box's settlement: the weighed price, the deposit already taken, and the balance to take. The
 * balance is the weighed price less the deposit, never below zero (a box lighter than its deposit gives the
 * difference back: `refundCents`), so deposit + balance − refund is always the weighed price. `count` boxes
 * weighed together (one order line of two boxes) owe `count` deposits.
 */
export function boxSettlement(
  box: { nominalWeightGrams: number; pricePerKgCents: number; depositPercent: number },
  weighedGrams: number,
  count = 1,
) {
  const weighedCents = Math.round((box.pricePerKgCents * weighedGrams) / 1000);
  const depositCents = boxDepositCents(box) * count;
  return {
    weighedCents,
    depositCents,
    balanceCents: Math.max(0, weighedCents - depositCents),
    refundCents: Math.max(0, depositCents - weighedCents),
  };
}

/**
 * Where a box order's card settlement stands (ADR 074): `awaiting_weighing` until « prête », then `charging`
 * the balance on the card saved with the deposit, `captured` once taken, `due_at_shop` when the card refused it
 * (paid at the counter), `refund` when the box weighed less than its deposit, `settled` when nothing was left.
 */
export const BOX_BALANCE_STATES = [
  'awaiting_weighing',
  'charging',
  'captured',
  'due_at_shop',
  'refund',
  'settled',
] as const;

/** A box order's settlement as its answer carries it, in euros. */
export const BoxOrderSettlement = z.object({
  /** The deposits taken by card at the order. */
  depositAmount: z.number(),
  /** The boxes' price by weight (their nominal price until weighed), what deposit + balance − refund makes. */
  weighedAmount: z.number(),
  /** Taken, or to take, beyond the deposit; 0 for a box lighter than its deposit. */
  balanceAmount: z.number(),
  /** Given back on the card for a box lighter than its deposit. */
  refundAmount: z.number(),
  /** True once every box line is weighed (or marked unavailable). */
  weighed: z.boolean(),
  balanceState: z.enum(BOX_BALANCE_STATES),
});
export type BoxOrderSettlement = z.infer<typeof BoxOrderSettlement>;

/** « 28,35 € », as the shop writes an amount (a non-breaking space before the sign). */
const frenchEuros = (n: number) =>
  `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;

/**
 * « Acompte 28,35 € + solde 73,33 € = 101,68 € », or for a box lighter than its deposit « Acompte 28,35 € −
 * remboursé 5,67 € = 22,68 € »: the order page's, the invoice's and the messages' one line.
 */
export function boxSettlementSentence(
  s: Pick<BoxOrderSettlement, 'depositAmount' | 'balanceAmount' | 'refundAmount' | 'weighedAmount'>,
  euros: (amount: number) => string = frenchEuros,
) {
  const middle = s.refundAmount > 0 ? `− remboursé ${euros(s.refundAmount)}` : `+ solde ${euros(s.balanceAmount)}`;
  return `Acompte ${euros(s.depositAmount)} ${middle} = ${euros(s.weighedAmount)}`;
}

/** « Acompte de 28,35 € débité à la commande »: a box's deposit on the order page (not the held amount's words). */
export const depositSentence = (depositAmount: number, euros: (amount: number) => string = frenchEuros) =>
  `Acompte de ${euros(depositAmount)} débité à la commande`;

/** A card box order's payment in one sentence, by where its balance stands (ADR 074). */
export function boxPaymentSentence(
  box: BoxOrderSettlement,
  dueAmount: number,
  euros: (amount: number) => string = frenchEuros,
): string {
  const line = boxSettlementSentence(box, euros);
  const rest = dueAmount > 0 ? ` Reste à régler au retrait\u00a0: ${euros(dueAmount)}.` : '';
  switch (box.balanceState) {
    case 'awaiting_weighing':
      return `${depositSentence(box.depositAmount, euros)}. Le solde, au poids réel du colis, sera prélevé sur la même carte quand il sera pesé.`;
    case 'charging':
      return `${line}\u00a0: le solde est en cours de prélèvement sur votre carte.`;
    case 'captured':
      return `Payée par carte\u00a0: ${line}.${rest}`;
    case 'due_at_shop':
      return `${depositSentence(box.depositAmount, euros)}. Votre carte a refusé le solde\u00a0: ${euros(dueAmount)} à régler au retrait.`;
    case 'refund':
      return `${line}\u00a0: le colis pèse moins que l’acompte, la différence est rendue sur votre carte.${rest}`;
    default:
      return `Payée par carte\u00a0: ${line}.${rest}`;
  }
}
