import type { Article, CartItem, CartResponse } from '@boucherie/contract';
import { MutationObserver, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { isLoggedInNow, useSession } from '../../session';
import { normalizeQuantity, quantityInCart, withQuantity } from '../lib/cart-lines';
import { localCartStore, useLocalCart } from '../lib/local-cart-store';
import { clearCart } from './clear-cart';
import { CART_QUERY_KEY, cartQueryOptions } from './get-cart';
import { updateCartLine } from './update-cart-line';

export const CART_MUTATION_KEY = ['cart', 'change'] as const;
// Changes of the server cart run one after the other, so the last answer is the cart's true state.
const scope = { id: 'cart' };

export type Cart = {
  /** undefined while the cart loads (a visitor's, until the page runs) */
  items: readonly CartItem[] | undefined;
  isServerCart: boolean;
  isError: boolean;
  retry: () => void;
  /** Sets a line's quantity (0 removes it). */
  setQuantity: (article: Article, quantity: number) => Promise<void>;
  /** Adds to the quantity already in the cart; resolves with the line's new quantity. */
  add: (article: Article, quantity: number) => Promise<number>;
  clear: () => Promise<void>;
};

/** A refused change (an article no longer sold…) says why; server failures already have their toast. */
function reportRefusal(error: unknown) {
  if (isApiError(error) && error.status < 500) void showToast('error', error.message);
}

type LineChange = { article: Article; quantity: number };

/** A change of one line of the server cart: shown at once, queued behind earlier changes. */
function lineChangeOptions(queryClient: QueryClient) {
  return {
    mutationKey: CART_MUTATION_KEY,
    scope,
    mutationFn: ({ article, quantity }: LineChange) => updateCartLine({ articleId: article.id, quantity }),
    onMutate: async ({ article, quantity }: LineChange) => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      queryClient.setQueryData<CartResponse>(
        CART_QUERY_KEY,
        (cart) => cart && { items: withQuantity(cart.items, article, quantity) },
      );
    },
    onSuccess: (cart: CartResponse) => {
      // Later changes are queued: their optimistic state stays on screen until the last answer.
      if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1) {
        queryClient.setQueryData(CART_QUERY_KEY, cart);
      }
    },
    onError: (error: unknown) => {
      reportRefusal(error);
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  };
}

/**
 * Adds to the cart of whoever is looking at the moment of the click; resolves with the line's new
 * quantity. A plain function rather than a hook: a list's two dozen "Ajouter" buttons need not each
 * follow the session and the cart, which made a phone's first page slower to come alive.
 */
export async function addToCart(queryClient: QueryClient, article: Article, quantity: number): Promise<number> {
  if (!isLoggedInNow(queryClient)) {
    const next = normalizeQuantity(article, quantityInCart(localCartStore.get(), article.id) + quantity);
    localCartStore.setQuantity(article, next);
    return next;
  }
  // The cart is usually there (the header shows it); if not, it is fetched before adding to it.
  const cart = await queryClient.ensureQueryData(cartQueryOptions());
  const next = normalizeQuantity(article, quantityInCart(cart.items, article.id) + quantity);
  await new MutationObserver(queryClient, lineChangeOptions(queryClient)).mutate({ article, quantity: next });
  return next;
}

/**
 * The cart of whoever is looking: the browser's for a visitor, the server's for a logged-in user.
 * Screens use this one hook and never ask which.
 */
export function useCart(): Cart {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const localItems = useLocalCart();
  // The server never sees this browser's storage: until the page runs, a visitor's cart is still loading
  // (its skeleton), not empty.
  const hydrated = useHydrated();
  const server = useQuery({ ...cartQueryOptions(), enabled: isLoggedIn });
  const update = useMutation(lineChangeOptions(queryClient));

  const clearServer = useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope,
    mutationFn: clearCart,
    onMutate: () => queryClient.setQueryData<CartResponse>(CART_QUERY_KEY, { items: [] }),
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
  const add = (article: Article, quantity: number) => addToCart(queryClient, article, quantity);

  if (!isLoggedIn) {
    return {
      items: hydrated ? localItems : undefined,
      isServerCart: false,
      isError: false,
      retry: () => {},
      setQuantity: async (article, quantity) => localCartStore.setQuantity(article, quantity),
      add,
      clear: async () => localCartStore.clear(),
    };
  }

  return {
    items: server.data?.items,
    isServerCart: true,
    isError: server.isError,
    retry: () => void server.refetch(),
    setQuantity: async (article, quantity) => {
      await update.mutateAsync({ article, quantity: normalizeQuantity(article, quantity) });
    },
    add,
    clear: async () => {
      await clearServer.mutateAsync();
    },
  };
}
