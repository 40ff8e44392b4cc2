import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/orders/{id}/payment/retry: a new page of the provider, within the order's payment window. */
export function retryPayment(id: number) {
  return api.call('POST /api/orders/{id}/payment/retry', { params: { id }, quietStatuses: [409] });
}

/** Opens a new payment page and goes to it (the card is entered there, never here). */
export function useRetryPayment(id: number) {
  return useMutation({
    mutationFn: () => retryPayment(id),
    onSuccess: (payment) => {
      if (payment.checkoutUrl) window.location.assign(payment.checkoutUrl);
    },
  });
}
