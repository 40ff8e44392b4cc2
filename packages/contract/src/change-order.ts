import { z } from 'zod';
import { CART_MAX_QUANTITY, roundQuantity } from './constants.js';

// What a customer may do to a placed order: cancel it, change its quantities.

/** The reason recorded when the customer cancels their own order online (POST /api/orders/{id}/cancel). */
export const CUSTOMER_CANCEL_REASON = 'Annulée par le client';

/** The history's words for a change of quantities by the customer (PUT /api/orders/{id}/lines). */
export const CUSTOMER_CHANGE_TEXT = 'Modifiée par le client';

/** An order holds at most this many lines (a cart's 200 preparation notes are the same bound). */
export const ORDER_LINES_MAX = 200;

const lineArticleId = z
  .number({ error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .int({ error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .min(1, { error: 'Indiquez l’article de chaque ligne (identifiant numérique).' })
  .max(2_147_483_647, { error: 'Cet article n’est pas dans la commande.' });

/**
 * The new quantities of a placed order's lines, by article (an order has one line per article). A quantity
 * of 0, or a line left out, removes the line; the other lines keep their quantity only if given again.
 * Quantities have two decimals at most, as in the cart.
 */
export const ChangeOrderLinesRequest = z.object({
  lines: z
    .array(
      z.object({
        articleId: lineArticleId,
        quantity: z
          .number({ error: 'La quantité doit être un nombre.' })
          .min(0, { error: 'La quantité ne peut pas être négative.' })
          .max(CART_MAX_QUANTITY, { error: `La quantité ne peut pas dépasser ${CART_MAX_QUANTITY}.` })
          .transform(roundQuantity),
      }),
      { error: 'Indiquez les lignes de la commande avec leur quantité.' },
    )
    .max(ORDER_LINES_MAX, { error: `Une commande compte ${ORDER_LINES_MAX} lignes au plus.` })
    .refine((lines) => new Set(lines.map((l) => l.articleId)).size === lines.length, {
      error: 'Chaque article ne peut figurer qu’une fois.',
    }),
});
export type ChangeOrderLinesRequest = z.input<typeof ChangeOrderLinesRequest>;
export type ChangeOrderLinesInput = z.output<typeof ChangeOrderLinesRequest>;
