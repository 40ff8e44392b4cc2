import type { CreateCreditNoteRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderInvoicesKey } from './get-order-invoices';

/** POST /api/admin/invoices/{id}/credit-notes (owner only). */
export function createCreditNote(invoiceId: number, body: CreateCreditNoteRequest) {
  return api.call('POST /api/admin/invoices/{id}/credit-notes', {
    params: { id: invoiceId },
    body,
    quietStatuses: [400, 409],
  });
}

export function useCreateCreditNote(orderId: number, invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCreditNoteRequest) => createCreditNote(invoiceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderInvoicesKey(orderId) }),
  });
}
