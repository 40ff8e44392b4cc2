import type { Article, ArticlesResponse } from '@boucherie/contract';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';
import { articleQueryOptions } from '../../catalogue';

/** Adds (POST) or removes (DELETE) a favourite; answers the article as the user now sees it. */
export function setFavorite(articleId: number, favorite: boolean) {
  const params = { id: articleId };
  return api.call(favorite ? 'POST /api/articles/favorites/{id}' : 'DELETE /api/articles/favorites/{id}', { params });
}

/** Every cached list of articles, whatever its filters. */
const ARTICLE_LISTS = queryKeyOf('GET /api/articles');

const withFlag = (article: Article, id: number, isFavorite: boolean) =>
  article.id === id ? { ...article, isFavorite } : article;

/**
 * Marks an article as favourite or not: every cached list and the article page show the change at
 * once, then the lists are fetched again (a "favourites only" list loses the article). A plain
 * function rather than a hook: a list's hearts need no mutation state of their own, the cache
 * already shows the change, and two dozen hooks less make a phone's first page come alive sooner.
 */
export function toggleFavorite(queryClient: QueryClient, change: { id: number; favorite: boolean }) {
  const detailKey = articleQueryOptions(change.id).queryKey;
  return new MutationObserver(queryClient, {
    mutationFn: ({ id, favorite }: typeof change) => setFavorite(id, favorite),
    onMutate: ({ id, favorite }) => {
      queryClient.setQueriesData<ArticlesResponse>({ queryKey: ARTICLE_LISTS }, (page) =>
        page ? { ...page, items: page.items.map((a) => withFlag(a, id, favorite)) } : page,
      );
      queryClient.setQueryData(detailKey, (article) => (article ? withFlag(article, id, favorite) : article));
    },
    onSuccess: (article) => queryClient.setQueryData(detailKey, article),
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ARTICLE_LISTS }),
  }).mutate(change);
}
