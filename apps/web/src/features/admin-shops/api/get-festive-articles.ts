import type { ArticlesResponse } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The catalogue's articles (one page of 100), to choose a holiday day's festive articles from. */
export function getFestiveArticleChoices(signal?: AbortSignal) {
  return api.get<ArticlesResponse>('/api/articles', { signal, query: { PageSize: 100 } });
}

export function useFestiveArticleChoices(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'shops', 'articles'],
      queryFn: ({ signal }) => getFestiveArticleChoices(signal),
    }),
    enabled,
  });
}
