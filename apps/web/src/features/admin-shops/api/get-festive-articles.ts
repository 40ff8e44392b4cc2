import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

const FESTIVE_CHOICES = { PageSize: 100 };

/** The catalogue's articles (one page of 100), to choose a holiday day's festive articles from. */
export function getFestiveArticleChoices(signal?: AbortSignal) {
  return api.call('GET /api/articles', { signal, query: FESTIVE_CHOICES });
}

export function useFestiveArticleChoices(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeyOf('GET /api/articles', { query: FESTIVE_CHOICES }),
      queryFn: ({ signal }) => getFestiveArticleChoices(signal),
    }),
    enabled,
  });
}
