import type { ChangeOrderLinesInput } from '@boucherie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/orders/{id}/payment/raise: « Autoriser N € », a new hold for the whole order with the quantities
 * asked; the change is made once the provider's page authorises it.
 */
export function raisePayment(id: number, request: ChangeOrderLinesInput) {
  return api.call('POST /api/orders/{id}/payment/raise', { params: { id }, body: request, quietStatuses: [400, 409] });
}

/** Asks for the new hold and goes to its page (the card is confirmed there, never here). */
export function useRaisePayment(id: number) {
  return useMutation({
    mutationFn: (request: ChangeOrderLinesInput) => raisePayment(id, request),
    onSuccess: (payment) => {
      const page = payment.raise?.checkoutUrl;
      if (page) window.location.assign(page);
    },
  });
}
