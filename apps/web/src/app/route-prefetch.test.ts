import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../lib/api-client';
import { prefetchRouteData } from './route-prefetch';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { authenticated: 'false' } });

function stubApi(answer: (url: string) => Response = () => json({})) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => answer(String(input)));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map((call) => String(call[0]));
}

const prefetch = (route: string, href: string, params = {}, queryClient = new QueryClient()) =>
  prefetchRouteData(route, new URL(href, 'http://shop.test'), params, queryClient);

describe('route data prefetch', () => {
  it('starts the home page’s requests at once, the footer’s shops first', async () => {
    const urls = stubApi();
    const queryClient = new QueryClient();
    await prefetch('index', '/', {}, queryClient);
    expect(urls()).toEqual([
      '/api/shops',
      '/api/articles?HighlightedOnly=true&PageSize=4',
      '/api/articles?DiscountedOnly=true&PageSize=4',
      '/api/article-categories',
    ]);
    expect(queryClient.getQueryData(queryKeyOf('GET /api/shops'))).toEqual({});
  });

  it('asks for the product list of the address, and not for favourites before knowing who is there', async () => {
    // The open holiday days too: « Commandes de Noël » heads the list in the server's HTML (no shift later).
    const urls = stubApi();
    await prefetch('products-list', '/products-list?Search=boeuf&PageNumber=2');
    expect(urls()).toEqual([
      '/api/shops',
      '/api/articles?Search=boeuf&PageNumber=2',
      '/api/article-categories',
      '/api/holiday-orders',
    ]);

    const favourites = stubApi();
    await prefetch('products-list', '/products-list?FavoritesOnly=true');
    expect(favourites()).toEqual(['/api/shops', '/api/article-categories', '/api/holiday-orders']);

    const invalid = stubApi();
    await prefetch('products-list', '/products-list?PageNumber=abc');
    expect(invalid()).toEqual(['/api/shops', '/api/article-categories', '/api/holiday-orders']);
  });

  it('turns an unknown article into the route’s 404, with the API’s message', async () => {
    stubApi((url) =>
      url.startsWith('/api/articles/')
        ? json({ title: 'Ressource introuvable', status: 404, detail: 'Cet article n’existe pas.' }, 404)
        : json({}),
    );
    const error = await prefetch('product-id', '/product/77', { id: '77' }).catch((e: unknown) => e);
    // What a loader throws; the router turns it into the error page's 404.
    expect(error).toMatchObject({ data: 'Cet article n’existe pas.', init: { status: 404 } });
  });

  it('asks only for the shops on a page without data of its own', async () => {
    const urls = stubApi();
    await prefetch('account-login', '/account/login');
    expect(urls()).toEqual(['/api/shops']);
  });
});
