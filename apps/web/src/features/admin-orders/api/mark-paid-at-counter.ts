import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreOrderAnswer } from './use-store-order-answer';

/** POST /api/admin/orders/{id}/payment/paid-at-counter: the card's hold let go, only the fact kept. */
export function markPaidAtCounter(orderId: number) {
  return api.call('POST /api/admin/orders/{id}/payment/paid-at-counter', {
    params: { id: orderId },
    body: {},
    quietStatuses: [404, 409],
  });
}

export function useMarkPaidAtCounter(orderId: number) {
  const store = useStoreOrderAnswer();
  return useMutation({ mutationFn: () => markPaidAtCounter(orderId), onSuccess: store });
}
