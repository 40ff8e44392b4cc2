import { api } from '../../../lib/api-client';

/** POST /api/admin/customers/{id}/approve-pro: the account gets pro prices; the customer is told by e-mail. */
export function approvePro(customerId: number) {
  return api.post<unknown>(`/api/admin/customers/${customerId}/approve-pro`, undefined, {
    quietStatuses: [400, 404, 409],
  });
}
