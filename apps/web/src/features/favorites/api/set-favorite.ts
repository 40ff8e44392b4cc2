import type { Article, ArticlesResponse } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articleQueryOptions } from '../../catalogue/api/get-article';

/** Adds (POST) or removes (DELETE) a favourite; answers the article as the user now sees it. */
export function setFavorite(articleId: number, favorite: boolean) {
  const path = `/api/articles/favorites/${articleId}`;
  return favorite ? api.post<Article>(path, undefined) : api.delete<Article>(path);
}

const withFlag = (article: Article, id: number, isFavorite: boolean) =>
  article.id === id ? { ...article, isFavorite } : article;

/**
 * Marks an article as favourite or not: every cached list and the article page show the change at
 * once, then the lists are fetched again (a "favourites only" list loses the article).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) => setFavorite(id, favorite),
    onMutate: ({ id, favorite }) => {
      queryClient.setQueriesData<ArticlesResponse>({ queryKey: ['articles', 'list'] }, (page) =>
        page ? { ...page, items: page.items.map((a) => withFlag(a, id, favorite)) } : page,
      );
      queryClient.setQueryData(articleQueryOptions(id).queryKey, (article) =>
        article ? withFlag(article, id, favorite) : article,
      );
    },
    onSuccess: (article) => queryClient.setQueryData(articleQueryOptions(article.id).queryKey, article),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
  });
}
