import { z } from 'zod';
import {
  ADDRESS_COMPANY_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  ORDER_COMMENT_MAX_LENGTH,
  PREPARATION_NOTE_MAX_LENGTH,
} from './constants.js';
import { OrderMode } from './orders.js';
import { PaymentMethod } from './payments.js';

// Placing an order (POST /api/orders) and the pieces a standing order shares with it.

const addressText = (label: string, max: number) =>
  z
    .string({ error: `Saisissez ${label}.` })
    .trim()
    .min(1, { error: `Saisissez ${label}.` })
    .max(max, { error: `Ce champ ne peut pas dépasser ${max} caractères.` });

/** The specification's "Selected address": where a delivery goes. The zones are French post codes. */
export const OrderAddress = z.object({
  firstName: addressText('le prénom du destinataire', 60),
  lastName: addressText('le nom du destinataire', 60),
  street: addressText('le numéro et la rue', 120),
  postcode: z
    .string({ error: 'Saisissez le code postal.' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Code postal invalide (5 chiffres, exemple\u00a0: 57000).' }),
  city: addressText('la ville', 80),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .default('FR')
    .refine((c) => c === 'FR' || c === 'FRANCE', { error: 'Nous livrons en France uniquement.' })
    .transform(() => 'FR'),
  /** A pro's delivery goes to the company; left out, the server takes the pro account's company. */
  company: z
    .string({ error: 'Le nom de l’entreprise doit être un texte.' })
    .trim()
    .max(ADDRESS_COMPANY_MAX_LENGTH, {
      error: `Le nom de l’entreprise ne peut pas dépasser ${ADDRESS_COMPANY_MAX_LENGTH} caractères.`,
    })
    .nullish(),
});
export type OrderAddress = z.output<typeof OrderAddress>;

/** "2026-02-30" is not a day, though Date would roll it over to March. */
const isCalendarDay = (value: string) => {
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};

/** A calendar day ("2026-11-21") or an instant ("2026-11-21T05:00:00.000Z"), read as a day in Europe/Paris. */
const OrderDate = z
  .string({ error: 'Choisissez la date de votre commande.' })
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? isCalendarDay(value)
        : z.iso.datetime({ offset: true, local: true }).safeParse(value).success,
    { error: 'Date invalide\u00a0: choisissez une des dates proposées.' },
  );

/** The shop of a pickup (or the chosen delivering shop). */
export const OrderShopId = z
  .number({ error: 'Choisissez une boutique.' })
  .int({ error: 'Choisissez une boutique.' })
  .min(1, { error: 'Choisissez une boutique.' })
  .max(2_147_483_647, { error: 'Cette boutique n’existe pas.' })
  .nullish()
  .transform((v) => v ?? undefined);

export const OrderComment = z
  .string()
  .trim()
  .max(ORDER_COMMENT_MAX_LENGTH, {
    error: `Le commentaire ne peut pas dépasser ${ORDER_COMMENT_MAX_LENGTH} caractères.`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** Delivery only: what the driver needs at the door (code, floor, back door); ignored for a pickup. */
export const DeliveryInstructions = z
  .string({ error: 'Les instructions de livraison doivent être un texte.' })
  .trim()
  .max(DELIVERY_INSTRUCTIONS_MAX_LENGTH, {
    error: `Les instructions de livraison ne peuvent pas dépasser ${DELIVERY_INSTRUCTIONS_MAX_LENGTH} caractères.`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** A line's preparation note ("tranches fines", "désossé, ficelé", "sous vide"). */
export const PreparationNote = z
  .string()
  .trim()
  .max(PREPARATION_NOTE_MAX_LENGTH, {
    error: `Une note de préparation ne peut pas dépasser ${PREPARATION_NOTE_MAX_LENGTH} caractères.`,
  });

/** Pickup needs its shop, delivery its address: one rule for an order and a standing order. */
export function checkOrderPlace(
  order: { mode: OrderMode; shopId?: number | undefined; address?: unknown },
  ctx: z.RefinementCtx,
) {
  if (order.mode === 'Delivery' && !order.address) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Indiquez l’adresse de livraison.' });
  }
  if (order.mode === 'Pickup' && order.shopId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['shopId'],
      message: 'Choisissez la boutique où retirer votre commande.',
    });
  }
}

export const PlaceOrderRequest = z
  .object({
    mode: OrderMode,
    shopId: OrderShopId,
    date: OrderDate,
    address: OrderAddress.nullish().transform((v) => v ?? undefined),
    /** The chosen time window, required on a day that has windows for the mode. */
    timeWindowId: z
      .number({ error: 'Choisissez un créneau horaire.' })
      .int({ error: 'Choisissez un créneau horaire.' })
      .min(1, { error: 'Choisissez un créneau horaire.' })
      .max(2_147_483_647, { error: 'Ce créneau n’existe pas.' })
      .nullish()
      .transform((v) => v ?? undefined),
    comment: OrderComment,
    /** Delivery only: what the driver needs at the door (code, floor, back door); ignored for a pickup. */
    deliveryInstructions: DeliveryInstructions,
    /** A preparation note per cart line ("tranches fines", "désossé, ficelé", "sous vide"). */
    preparationNotes: z
      .array(z.object({ articleId: z.number().int().min(1).max(2_147_483_647), note: PreparationNote }))
      .max(200, { error: 'Trop de notes de préparation.' })
      .optional()
      .default([]),
    /** How the customer pays (ADR 049); left out: the shop's default for the day and the account. */
    paymentMethod: PaymentMethod.optional(),
  })
  .superRefine(checkOrderPlace);
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;
export type PlaceOrderInput = z.output<typeof PlaceOrderRequest>;

/**
 * The checkout's check before anything is sent: the request's own rules, and a time window on a day that
 * offers some (the server's calendar refuses it with the same message). `windowsOffered` reads the day
 * chosen at the time of the check; the window is asked for even while another field is wrong, so every
 * message shows at once.
 */
export function placeOrderForm(windowsOffered: () => boolean) {
  return PlaceOrderRequest.check(
    z.refine<PlaceOrderInput>((order) => order.timeWindowId !== undefined || !windowsOffered(), {
      path: ['timeWindowId'],
      message: 'Choisissez un créneau horaire.',
      when: () => true,
    }),
  );
}
