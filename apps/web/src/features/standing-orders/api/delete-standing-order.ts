import type { StandingOrdersResponse } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STANDING_ORDERS_QUERY_KEY } from './get-standing-orders';

/** DELETE /api/standing-orders/{id}: no further order is placed; the orders already placed stay. */
export function deleteStandingOrder(id: number) {
  return api.call('DELETE /api/standing-orders/{id}', { params: { id }, quietStatuses: [404] });
}

export function useDeleteStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStandingOrder,
    onSuccess: (_, id) => {
      queryClient.setQueryData<StandingOrdersResponse>(STANDING_ORDERS_QUERY_KEY, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: STANDING_ORDERS_QUERY_KEY });
    },
  });
}
