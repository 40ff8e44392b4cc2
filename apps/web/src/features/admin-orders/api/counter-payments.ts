import type { CounterPaymentRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreOrderAnswer } from './use-store-order-answer';

/** POST /api/admin/orders/{id}/counter-payments: money taken at the till, at most what is due. */
export function takeCounterPayment(orderId: number, body: CounterPaymentRequest) {
  return api.call('POST /api/admin/orders/{id}/counter-payments', {
    params: { id: orderId },
    body,
    quietStatuses: [400, 404, 409],
  });
}

/** POST …/counter-payments/{paymentId}/reversal: a mistaken entry put right by its reversing entry. */
export function reverseCounterPayment(orderId: number, paymentId: number) {
  return api.call('POST /api/admin/orders/{id}/counter-payments/{paymentId}/reversal', {
    params: { id: orderId, paymentId },
    quietStatuses: [404, 409],
  });
}

export function useTakeCounterPayment(orderId: number) {
  const store = useStoreOrderAnswer();
  return useMutation({
    mutationFn: (body: CounterPaymentRequest) => takeCounterPayment(orderId, body),
    onSuccess: store,
  });
}

export function useReverseCounterPayment(orderId: number) {
  const store = useStoreOrderAnswer();
  return useMutation({
    mutationFn: (paymentId: number) => reverseCounterPayment(orderId, paymentId),
    onSuccess: store,
  });
}
