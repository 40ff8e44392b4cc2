import type { CreateStandingOrderRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STANDING_ORDERS_QUERY_KEY } from './get-standing-orders';

/** POST /api/standing-orders: from a list of lines, the cart (`fromCart`) or a past order (`fromOrderId`). */
export function createStandingOrder(body: CreateStandingOrderRequest) {
  return api.call('POST /api/standing-orders', { body, quietStatuses: [400, 404, 409] });
}

export function useCreateStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStandingOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STANDING_ORDERS_QUERY_KEY }),
  });
}
