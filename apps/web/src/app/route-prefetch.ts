import type { ContentSlug } from '@boucherie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data, type Params } from 'react-router';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { articleQueryOptions } from '../features/catalogue/api/get-article';
import { articleCategoriesQueryOptions } from '../features/catalogue/api/get-article-categories';
import { articlesQueryOptions } from '../features/catalogue/api/get-articles';
import { holidayOrdersQueryOptions } from '../features/catalogue/api/get-holiday-orders';
import { readArticlesFilter } from '../features/catalogue/lib/articles-filter';
import { contentPageQueryOptions } from '../features/content/api/get-content-page';
import { meQueryOptions } from '../features/session/api/get-me';
import { shopsQueryOptions } from '../features/shops/api/get-shops';
import { publicLotQueryOptions } from '../features/traceability/api/get-public-lot';
import { isApiError } from '../lib/api-error';
import { homeArticleQueries } from './routes/home-queries';

const LEGAL_PAGES: readonly string[] = ['cgv', 'confidentialite', 'mentions-legales'] satisfies ContentSlug[];

/** A missing article or text is the route's 404, as the page itself would throw it. */
function throwIfNotFound(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const error = queryClient.getQueryState(queryKey)?.error;
  if (isApiError(error, 404)) throw data(error.message, { status: 404, statusText: 'Not Found' });
}

/**
 * A page's data requests. In the browser the loader starts them while the page's code downloads,
 * instead of after (on a phone that saves a whole round trip), and leaves errors to the page. On the
 * server the loader waits for them, so the HTML already shows the products.
 */
export async function prefetchRouteData(
  routeName: string,
  url: URL,
  params: Params,
  queryClient: QueryClient,
): Promise<void> {
  // Every page's footer lists the shops (the home page, in full).
  const shops = queryClient.prefetchQuery(shopsQueryOptions());
  await Promise.all([shops, prefetchPageData(routeName, url, params, queryClient)]);
}

async function prefetchPageData(routeName: string, url: URL, params: Params, queryClient: QueryClient) {
  if (routeName === 'index') {
    await Promise.all([
      queryClient.prefetchQuery(homeArticleQueries.highlighted()),
      queryClient.prefetchQuery(homeArticleQueries.discounted()),
      queryClient.prefetchQuery(articleCategoriesQueryOptions()),
    ]);
  } else if (routeName === 'products-list') {
    const filter = readArticlesFilter(url.searchParams);
    // Favourites belong to an account: the page asks for them once it knows who is there.
    const articles = filter && !filter.FavoritesOnly ? queryClient.prefetchQuery(articlesQueryOptions(filter)) : null;
    // « Commandes de Noël » heads the catalogue: in the server's HTML, it does not push the products down later.
    await Promise.all([
      queryClient.prefetchQuery(articleCategoriesQueryOptions()),
      queryClient.prefetchQuery(holidayOrdersQueryOptions()),
      articles,
    ]);
  } else if (routeName === 'product-id') {
    const options = articleQueryOptions(Number(params.id));
    await queryClient.prefetchQuery(options);
    throwIfNotFound(queryClient, options.queryKey);
  } else if (routeName === 'cart') {
    // A logged-in customer's cart is on the server: the page comes with its lines (a visitor's is in the browser).
    const user = await queryClient.ensureQueryData(meQueryOptions());
    if (user) await queryClient.prefetchQuery(cartQueryOptions());
  } else if (routeName === 'tracabilite-code') {
    const options = publicLotQueryOptions(params.code ?? '');
    await queryClient.prefetchQuery(options);
    throwIfNotFound(queryClient, options.queryKey);
  } else if (LEGAL_PAGES.includes(routeName)) {
    const options = contentPageQueryOptions(routeName as ContentSlug);
    await queryClient.prefetchQuery(options);
    throwIfNotFound(queryClient, options.queryKey);
  }
}
