import type { UpdateQuantityLimitsRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QUANTITY_LIMITS_KEY } from './get-quantity-limits';

/** PUT /api/admin/quantity-limits: the four ceilings at once, in force for the next cart change. */
export function updateQuantityLimits(body: UpdateQuantityLimitsRequest) {
  return api.call('PUT /api/admin/quantity-limits', { body, quietStatuses: [400] });
}

export function useUpdateQuantityLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuantityLimits,
    onSuccess: (saved) => queryClient.setQueryData(QUANTITY_LIMITS_KEY, saved),
  });
}
