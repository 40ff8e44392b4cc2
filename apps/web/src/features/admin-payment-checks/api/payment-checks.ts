import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export const PAYMENT_CHECKS_KEY = queryKeyOf('GET /api/admin/payment-checks');

/** GET /api/admin/payment-checks: what could not follow an order (a capture, a release, a message). */
export function getPaymentChecks(signal?: AbortSignal) {
  return api.call('GET /api/admin/payment-checks', { signal, quietStatuses: [403] });
}

export const paymentChecksQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_CHECKS_KEY, queryFn: ({ signal }) => getPaymentChecks(signal) });

export function usePaymentChecks() {
  return useQuery(paymentChecksQueryOptions());
}

/** POST …/retry (try again now) or …/resolve (settled by hand): answers the list as it is after. */
export function actOnPaymentCheck({ id, action }: { id: number; action: 'retry' | 'resolve' }) {
  const name =
    action === 'retry' ? 'POST /api/admin/payment-checks/{id}/retry' : 'POST /api/admin/payment-checks/{id}/resolve';
  return api.call(name, { params: { id }, quietStatuses: [404] });
}

export function useActOnPaymentCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPaymentCheck,
    onSuccess: (list) => queryClient.setQueryData(PAYMENT_CHECKS_KEY, list),
  });
}
