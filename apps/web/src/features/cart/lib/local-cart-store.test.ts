import { beforeEach, describe, expect, it } from 'vitest';
import { entrecote, quiche } from '../../../test/fake-shop-api';
import { LOCAL_CART_KEY, localCartStore } from './local-cart-store';

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
});

describe('the visitor’s cart in the browser', () => {
  it('keeps a snapshot of each article with its quantity, rounded to two decimals', () => {
    localCartStore.setQuantity(entrecote, 1.456);
    localCartStore.setQuantity(quiche, 2);
    const stored = JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? '[]');
    expect(stored).toEqual([
      { article: entrecote, quantity: 1.46 },
      { article: quiche, quantity: 2 },
    ]);
  });

  it('removes a line set to 0 and forgets everything when cleared', () => {
    localCartStore.setQuantity(entrecote, 1);
    localCartStore.setQuantity(quiche, 1);
    localCartStore.setQuantity(entrecote, 0);
    expect(localCartStore.get().map((item) => item.article.id)).toEqual([quiche.id]);
    localCartStore.clear();
    expect(localCartStore.get()).toEqual([]);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(LOCAL_CART_KEY, '{not json');
    localCartStore.reload();
    expect(localCartStore.get()).toEqual([]);
    localStorage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([{ article: entrecote, quantity: 1 }, { quantity: 'x' }, null]),
    );
    localCartStore.reload();
    expect(localCartStore.get()).toHaveLength(1);
  });

  it('follows a change made in another tab', () => {
    const seen: number[] = [];
    const unsubscribe = localCartStore.subscribe(() => seen.push(localCartStore.get().length));
    localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([{ article: entrecote, quantity: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_CART_KEY }));
    unsubscribe();
    expect(seen).toEqual([1]);
  });
});
