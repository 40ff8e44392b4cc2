import type { PaymentTerms } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

/** Every statement the back office has read, whatever the customer and the month. */
const KEY = queryKeyOf('GET /api/admin/customers/{id}/statement');

/** GET /api/admin/customers/{id}/statement?month=: a pro's monthly statement. */
export const adminStatementQueryOptions = (customerId: number, month: string) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/customers/{id}/statement', { params: { id: customerId }, query: { month } }),
    queryFn: ({ signal }) =>
      api.call('GET /api/admin/customers/{id}/statement', { signal, params: { id: customerId }, query: { month } }),
  });

export function useAdminStatement(customerId: number, month: string) {
  return useQuery({ ...adminStatementQueryOptions(customerId, month), placeholderData: keepPreviousData });
}

export const adminStatementPdfUrl = (customerId: number, month: string) =>
  urlOf('GET /api/admin/customers/{id}/statement.pdf', { params: { id: customerId }, query: { month } });

/** POST /api/admin/invoices/{id}/payment, or DELETE it (paidOn null); every statement is read again. */
export function useInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, paidOn }: { invoiceId: number; paidOn: string | null }) =>
      paidOn === null
        ? api.call('DELETE /api/admin/invoices/{id}/payment', { params: { id: invoiceId }, quietStatuses: [409] })
        : api.call('POST /api/admin/invoices/{id}/payment', {
            params: { id: invoiceId },
            body: { paidOn },
            quietStatuses: [400, 409],
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/admin/customers/{id}/payment-terms (null: the business's default). */
export function usePaymentTerms(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentTerms: PaymentTerms | null) =>
      api.call('PUT /api/admin/customers/{id}/payment-terms', {
        params: { id: customerId },
        body: { paymentTerms },
        quietStatuses: [400, 409],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
