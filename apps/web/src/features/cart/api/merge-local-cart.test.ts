import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { callsTo, entrecote, quiche, stubShopApi } from '../../../test/fake-shop-api';
import { makeUser } from '../../../test/users';
import { localCartStore } from '../lib/local-cart-store';
import { CART_QUERY_KEY } from './get-cart';
import { mergeLocalCart } from './merge-local-cart';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('merging the visitor’s cart at login', () => {
  it('adds each local line to the server cart with one PUT, then empties the browser’s cart', async () => {
    const { fetchMock, state } = stubShopApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 1 }] });
    localCartStore.setQuantity(entrecote, 1.5);
    localCartStore.setQuantity(quiche, 2);
    const queryClient = new QueryClient();

    await mergeLocalCart(queryClient);

    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([
      { articleId: entrecote.id, quantity: 2.5 },
      { articleId: quiche.id, quantity: 2 },
    ]);
    expect(state.cart.map((item) => item.quantity)).toEqual([2.5, 2]);
    expect(localCartStore.get()).toEqual([]);
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toEqual({ items: state.cart });
  });

  it('caps a summed quantity at the cart’s maximum', async () => {
    const { fetchMock } = stubShopApi({ user: makeUser(), cart: [{ article: quiche, quantity: 990 }] });
    localCartStore.setQuantity(quiche, 20);
    await mergeLocalCart(new QueryClient());
    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([{ articleId: quiche.id, quantity: 999 }]);
  });

  it('drops a line the server refuses, saying why, and keeps the lines for later when the server fails', async () => {
    stubShopApi({ user: makeUser(), failPut: 400 });
    localCartStore.setQuantity(entrecote, 1);
    await mergeLocalCart(new QueryClient());
    expect(localCartStore.get()).toEqual([]);
    expect(showToast).toHaveBeenCalledWith('error', 'Cet article n’est plus en vente.');

    stubShopApi({ user: makeUser(), failPut: 503 });
    localCartStore.setQuantity(entrecote, 1);
    await mergeLocalCart(new QueryClient());
    expect(localCartStore.get()).toHaveLength(1);
  });

  it('runs once when asked twice at the same time', async () => {
    const { fetchMock } = stubShopApi({ user: makeUser() });
    localCartStore.setQuantity(entrecote, 1);
    const client = new QueryClient();
    await Promise.all([mergeLocalCart(client), mergeLocalCart(client)]);
    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toHaveLength(1);
  });
});
