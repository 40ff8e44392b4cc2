import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

// The lots an article may be sold from (issue 39, ADR 067); the list names each lot's articles, so it also says
// which one the article is sold from now.
const LOTS_KEY = queryKeyOf('GET /api/admin/lots');

export function getLots(signal?: AbortSignal) {
  return api.call('GET /api/admin/lots', { signal });
}

export function useLots() {
  return useQuery(queryOptions({ queryKey: LOTS_KEY, queryFn: ({ signal }) => getLots(signal) }));
}

/** PUT /api/admin/articles/{id}/lot: sold from this lot from now on (null: from none). */
export function setArticleLot(id: number, lotId: number | null) {
  return api.call('PUT /api/admin/articles/{id}/lot', { params: { id }, body: { lotId }, quietStatuses: [400, 404] });
}

export function useSetArticleLot(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lotId: number | null) => setArticleLot(id, lotId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOTS_KEY }),
  });
}
