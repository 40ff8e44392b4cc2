import type { InvoicePayment, PaymentTerms, Statement } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['admin', 'statements'] as const;

/** GET /api/admin/customers/{id}/statement?month=: a pro's monthly statement. */
export const adminStatementQueryOptions = (customerId: number, month: string) =>
  queryOptions({
    queryKey: [...KEY, customerId, month],
    queryFn: ({ signal }) =>
      api.get<Statement>(`/api/admin/customers/${customerId}/statement`, { signal, query: { month } }),
  });

export function useAdminStatement(customerId: number, month: string) {
  return useQuery({ ...adminStatementQueryOptions(customerId, month), placeholderData: keepPreviousData });
}

export const adminStatementPdfUrl = (customerId: number, month: string) =>
  `/api/admin/customers/${customerId}/statement.pdf?month=${month}`;

/** POST /api/admin/invoices/{id}/payment, or DELETE it (paidOn null); every statement is read again. */
export function useInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, paidOn }: { invoiceId: number; paidOn: string | null }) =>
      paidOn === null
        ? api.delete<InvoicePayment>(`/api/admin/invoices/${invoiceId}/payment`, { quietStatuses: [409] })
        : api.post<InvoicePayment>(
            `/api/admin/invoices/${invoiceId}/payment`,
            { paidOn },
            { quietStatuses: [400, 409] },
          ),
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
