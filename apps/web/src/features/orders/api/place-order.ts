import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderRequest } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Orders the server cart. The Idempotency-Key makes a retry safe: the same key never makes a second
 * order, the server answers the first one.
 */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string) {
  return api.call('POST /api/orders', {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // Refusals are shown next to their field and in a toast by the screen.
    quietStatuses: [400, 401, 403, 404, 409, 429],
  });
}

/** Places the order with the key of this attempt: the caller keeps the key until the order is placed. */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderRequest; key: string }) => placeOrder(body, key),
  });
}
