import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CUSTOMER_KEY } from './get-customer';
import { CUSTOMERS_KEY } from './search-customers';

/** POST /api/admin/customers/{id}/anonymise: the account's personal data erased; 409 while an order is open. */
export function anonymiseCustomer(id: number, reason: string) {
  return api.call('POST /api/admin/customers/{id}/anonymise', {
    params: { id },
    body: reason.trim() ? { reason: reason.trim() } : {},
    quietStatuses: [400, 404, 409],
  });
}

export function useAnonymiseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => anonymiseCustomer(id, reason),
    // The searches and the customer's pages both show the erased name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_KEY }),
      ]),
  });
}
