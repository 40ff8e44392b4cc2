import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from './route-prefetch';

afterEach(() => vi.unstubAllGlobals());

describe('route data prefetch', () => {
  it('starts the home page’s four requests at once, and nothing for other pages', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { authenticated: 'false' } }));
    vi.stubGlobal('fetch', fetch);
    prefetchRouteData('products-list', new QueryClient());
    expect(fetch).not.toHaveBeenCalled();

    const queryClient = new QueryClient();
    prefetchRouteData('index', queryClient);
    const urls = fetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual([
      '/api/articles?HighlightedOnly=true&PageSize=4',
      '/api/articles?DiscountedOnly=true&PageSize=4',
      '/api/article-categories',
      '/api/shops',
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(['shops'])).toEqual({}));
  });
});
