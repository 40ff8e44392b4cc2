import type { UpdateBusinessIdentityRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BUSINESS_KEY } from './get-business';

/** PUT /api/admin/business: saves the identity; once complete, the waiting invoices are issued. */
export function updateBusiness(body: UpdateBusinessIdentityRequest) {
  return api.call('PUT /api/admin/business', { body, quietStatuses: [400] });
}

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (saved) => queryClient.setQueryData(BUSINESS_KEY, saved),
  });
}
