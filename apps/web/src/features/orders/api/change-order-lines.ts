import type { ChangeOrderLinesRequest, Order } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ORDERS_QUERY_KEY } from './get-orders';

/** PUT /api/orders/{id}/lines: the new quantities of the customer's own order, until its date's cut-off. */
export function changeOrderLines(id: number, body: ChangeOrderLinesRequest) {
  return api.put<Order>(`/api/orders/${id}/lines`, body, { quietStatuses: [400, 404, 409] });
}

export function useChangeOrderLines(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderLinesRequest) => changeOrderLines(id, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
