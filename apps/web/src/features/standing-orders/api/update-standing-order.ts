import type { StandingOrdersResponse, UpdateStandingOrderRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STANDING_ORDERS_QUERY_KEY } from './get-standing-orders';

/** PATCH /api/standing-orders/{id}: lines, days, end, pause, or one date skipped or given back. */
export function updateStandingOrder(id: number, body: UpdateStandingOrderRequest) {
  return api.call('PATCH /api/standing-orders/{id}', { params: { id }, body, quietStatuses: [400, 404, 409] });
}

/** The answer replaces the standing order in the list at once; the list is read again behind it. */
export function useUpdateStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStandingOrderRequest }) => updateStandingOrder(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData<StandingOrdersResponse>(STANDING_ORDERS_QUERY_KEY, (list) =>
        list ? { items: list.items.map((item) => (item.id === updated.id ? updated : item)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: STANDING_ORDERS_QUERY_KEY });
    },
  });
}
