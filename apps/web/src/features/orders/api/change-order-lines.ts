import type { ChangeOrderLinesRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { isOrdersQuery } from './get-orders';

/** PUT /api/orders/{id}/lines: the new quantities of the customer's own order, until its date's cut-off. */
export function changeOrderLines(id: number, body: ChangeOrderLinesRequest) {
  return api.call('PUT /api/orders/{id}/lines', { params: { id }, body, quietStatuses: [400, 404, 409] });
}

export function useChangeOrderLines(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderLinesRequest) => changeOrderLines(id, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      await queryClient.invalidateQueries({ predicate: isOrdersQuery });
    },
  });
}
