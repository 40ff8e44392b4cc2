import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { isOrdersQuery } from './get-orders';

/** POST /api/orders/{id}/cancel: the customer's own order, until its date's cut-off (409 after). */
export function cancelOrder(id: number) {
  return api.call('POST /api/orders/{id}/cancel', { params: { id }, quietStatuses: [404, 409] });
}

export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      await queryClient.invalidateQueries({ predicate: isOrdersQuery });
    },
  });
}
