import type { PutBoxRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articleBoxKey } from './get-article-box';

/** PUT /api/admin/articles/{id}/box: makes the article a box of an animal, or changes its box. */
export function putArticleBox(id: number, body: PutBoxRequest) {
  return api.call('PUT /api/admin/articles/{id}/box', { params: { id }, body, quietStatuses: [400, 409] });
}

export function usePutArticleBox(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutBoxRequest) => putArticleBox(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(articleBoxKey(id), saved);
      // The box wrote the article's quota and its lot: what other blocks of the page show.
      await queryClient.invalidateQueries({ queryKey: ['GET /api/admin/lots/{id}/boxes'] });
    },
  });
}
