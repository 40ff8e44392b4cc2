import type { AnonymisedCustomer } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './search-customers';

/** POST /api/admin/customers/{id}/anonymise: the account's personal data erased; 409 while an order is open. */
export function anonymiseCustomer(id: number, reason: string) {
  return api.post<AnonymisedCustomer>(
    `/api/admin/customers/${id}/anonymise`,
    reason.trim() ? { reason: reason.trim() } : {},
    { quietStatuses: [400, 404, 409] },
  );
}

export function useAnonymiseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => anonymiseCustomer(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
