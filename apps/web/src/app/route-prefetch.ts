import type { QueryClient } from '@tanstack/react-query';
import { articleCategoriesQueryOptions } from '../features/catalogue/api/get-article-categories';
import { shopsQueryOptions } from '../features/shops/api/get-shops';
import { homeArticleQueries } from './routes/home-queries';

/**
 * Starts a page's data requests while its code is still downloading, instead of after: on a phone
 * this saves a whole round trip before the first products show. Errors are left to the page.
 */
export function prefetchRouteData(routeName: string, queryClient: QueryClient) {
  if (routeName !== 'index') return;
  void queryClient.prefetchQuery(homeArticleQueries.highlighted());
  void queryClient.prefetchQuery(homeArticleQueries.discounted());
  void queryClient.prefetchQuery(articleCategoriesQueryOptions());
  void queryClient.prefetchQuery(shopsQueryOptions());
}
