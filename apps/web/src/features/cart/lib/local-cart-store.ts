import type { Article, CartItem } from '@boucherie/contract';
import { useSyncExternalStore } from 'react';
import { normalizeQuantity, withQuantity } from './cart-lines';

// A visitor's cart lives in this browser: each line keeps a snapshot of the article (to show it
// without asking the server) and its quantity. At login it is merged into the server cart.

export const LOCAL_CART_KEY = 'boucherie.cart.v1';

const EMPTY: readonly CartItem[] = Object.freeze([]);
let items: readonly CartItem[] = read();
const listeners = new Set<() => void>();

function isItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.quantity === 'number' &&
    item.quantity > 0 &&
    typeof item.article?.id === 'number' &&
    typeof item.article.designation === 'string'
  );
}

/** Whatever another version or a person left there, only well-formed lines are kept. */
function read(): readonly CartItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: readonly CartItem[]) {
  items = next;
  try {
    if (next.length === 0) localStorage.removeItem(LOCAL_CART_KEY);
    else localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full storage: the cart still works for this page's life.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the cart: follow it.
  if (event.key !== LOCAL_CART_KEY && event.key !== null) return;
  items = read();
  for (const listener of listeners) listener();
}

export const localCartStore = {
  get: () => items,
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** Sets one line (rounded to two decimals for weighed articles); 0 removes it. */
  setQuantity(article: Article, quantity: number) {
    write(withQuantity(items, article, normalizeQuantity(article, quantity)));
  },
  /** Keeps only the lines the predicate accepts (after a merge, the ones not yet sent). */
  keep(predicate: (item: CartItem) => boolean) {
    write(items.filter(predicate));
  },
  clear() {
    write(EMPTY);
  },
  /** For tests: read the storage again. */
  reload() {
    items = read();
    for (const listener of listeners) listener();
  },
};

export function useLocalCart(): readonly CartItem[] {
  // The server never sees this browser's storage: its HTML, and so hydration, show an empty cart.
  return useSyncExternalStore(localCartStore.subscribe, localCartStore.get, () => EMPTY);
}
