import type { CartResponse } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { normalizeQuantity, quantityInCart } from '../lib/cart-lines';
import { localCartStore } from '../lib/local-cart-store';
import { CART_QUERY_KEY, cartQueryOptions } from './get-cart';
import { updateCartLine } from './update-cart-line';

let running: Promise<void> | null = null;

/**
 * At login, the visitor's cart joins the server cart, one PUT per line: the quantities add up
 * (capped at the cart's maximum), so nothing chosen before or after logging in is lost
 * (docs/decisions/005-cart.md). Lines sent, and lines the server refuses (an article no longer
 * sold, a quantity past its ceiling: each said in a toast), leave the browser; after a network or server
 * failure the rest waits for the next try.
 * Runs once at a time, whoever calls it.
 */
export function mergeLocalCart(queryClient: QueryClient): Promise<void> {
  running ??= merge(queryClient).finally(() => {
    running = null;
  });
  return running;
}

async function merge(queryClient: QueryClient) {
  const local = localCartStore.get();
  if (local.length === 0) return;
  let cart: CartResponse = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 });
  const done = new Set<number>();
  let merged = 0;
  for (const { article, quantity } of local) {
    const total = normalizeQuantity(article, quantityInCart(cart.items, article.id) + quantity);
    try {
      cart = await updateCartLine({ articleId: article.id, quantity: total });
      merged += 1;
      done.add(article.id);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) break;
      // Said, not dropped in silence: a line past its ceiling comes back with the number to call.
      void showToast('error', error.message);
      done.add(article.id);
    }
  }
  localCartStore.keep((item) => !done.has(item.article.id));
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  if (merged > 0) void showToast('info', 'Les articles choisis avant votre connexion sont dans votre panier.');
}
