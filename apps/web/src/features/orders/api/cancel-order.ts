import type { Order } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ORDERS_QUERY_KEY } from './get-orders';

/** POST /api/orders/{id}/cancel: the customer's own order, until its date's cut-off (409 after). */
export function cancelOrder(id: number) {
  return api.post<Order>(`/api/orders/${id}/cancel`, {}, { quietStatuses: [404, 409] });
}

export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
