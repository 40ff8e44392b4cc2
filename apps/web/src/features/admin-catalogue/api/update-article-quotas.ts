import type { PutArticleQuotasRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articleQuotasKey } from './get-article-quotas';

/** PUT /api/admin/articles/{id}/quotas: the article's whole list of days, which replaces the former one. */
export function updateArticleQuotas(id: number, body: PutArticleQuotasRequest) {
  return api.call('PUT /api/admin/articles/{id}/quotas', { params: { id }, body, quietStatuses: [400] });
}

export function useUpdateArticleQuotas(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutArticleQuotasRequest) => updateArticleQuotas(id, body),
    onSuccess: (saved) => queryClient.setQueryData(articleQuotasKey(id), saved),
  });
}
