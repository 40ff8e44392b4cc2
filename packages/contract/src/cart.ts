import { z } from 'zod';
import { Article } from './catalogue.js';
import { CART_MAX_QUANTITY, roundQuantity } from './constants.js';

export const CartItem = z.object({ article: Article, quantity: z.number() });
export type CartItem = z.infer<typeof CartItem>;

export const CartResponse = z.object({ items: z.array(CartItem) });
export type CartResponse = z.infer<typeof CartResponse>;

export const UpdateCartRequest = z.object({
  articleId: z
    .number({ error: 'Indiquez l’article (identifiant numérique).' })
    .int({ error: 'Indiquez l’article (identifiant numérique).' })
    .min(1, { error: 'Indiquez l’article (identifiant numérique).' })
    .max(2_147_483_647, { error: 'Cet article n’existe pas.' }),
  quantity: z
    .number({ error: 'La quantité doit être un nombre.' })
    .min(0, { error: 'La quantité ne peut pas être négative.' })
    .max(CART_MAX_QUANTITY, { error: `La quantité ne peut pas dépasser ${CART_MAX_QUANTITY}.` })
    .transform(roundQuantity),
});
export type UpdateCartRequest = z.input<typeof UpdateCartRequest>;
