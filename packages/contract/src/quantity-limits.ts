import { z } from 'zod';
import { CART_MAX_QUANTITY } from './constants.js';

// How much of one article a customer's line may hold (issue 30): « 500 » typed in a kilogram field is a
// mistake far more often than an order, and the shop prepares large quantities on the phone, not blind.
// One ceiling per kind of customer and sale unit, the owner's setting for the whole business
// (docs/decisions/041-quantities-nobody-means.md).

/** The ceilings in force: whole kilograms and whole pieces. */
export const QuantityLimits = z.object({
  particulierKg: z.number().int(),
  particulierPieces: z.number().int(),
  proKg: z.number().int(),
  proPieces: z.number().int(),
});
export type QuantityLimits = z.infer<typeof QuantityLimits>;

/** A particulier's Sunday roast at most, a restaurant's busy week at most; the owner may move them. */
export const DEFAULT_QUANTITY_LIMITS: QuantityLimits = {
  particulierKg: 10,
  particulierPieces: 30,
  proKg: 100,
  proPieces: 300,
};

const ceiling = (what: string) =>
  z
    .number({ error: `Indiquez ${what} (un nombre entier).` })
    .int({ error: `Indiquez ${what} (un nombre entier).` })
    .min(1, { error: `${what[0]?.toUpperCase()}${what.slice(1)} doit être d’au moins 1.` })
    .max(CART_MAX_QUANTITY, {
      error: `${what[0]?.toUpperCase()}${what.slice(1)} ne peut pas dépasser ${CART_MAX_QUANTITY}.`,
    });

/** `PUT /api/admin/quantity-limits`: the four ceilings at once. */
export const UpdateQuantityLimitsRequest = z
  .object({
    particulierKg: ceiling('le maximum en kg pour un particulier'),
    particulierPieces: ceiling('le maximum en pièces pour un particulier'),
    proKg: ceiling('le maximum en kg pour un professionnel'),
    proPieces: ceiling('le maximum en pièces pour un professionnel'),
  })
  .strict();
export type UpdateQuantityLimitsRequest = z.input<typeof UpdateQuantityLimitsRequest>;

/** The most one line may hold, in the article's unit: a pro's where pro prices apply. */
export function lineCeiling(limits: QuantityLimits, pro: boolean, saleUnit: 'kg' | 'piece'): number {
  if (pro) return saleUnit === 'kg' ? limits.proKg : limits.proPieces;
  return saleUnit === 'kg' ? limits.particulierKg : limits.particulierPieces;
}
