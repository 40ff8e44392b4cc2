import type { OrderInvoices } from '@boucherie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderInvoicesKey = (orderId: number) => ['admin', 'order-invoices', orderId] as const;

/** GET /api/admin/orders/{id}/invoices: the order's invoice (or why it waits) and its credit notes. */
export function getOrderInvoices(orderId: number, signal?: AbortSignal) {
  return api.get<OrderInvoices>(`/api/admin/orders/${orderId}/invoices`, { signal, quietStatuses: [404] });
}

export function useOrderInvoices(orderId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: orderInvoicesKey(orderId),
      queryFn: ({ signal }) => getOrderInvoices(orderId, signal),
      enabled,
    }),
  );
}

export const orderInvoicePdfUrl = (orderId: number) => `/api/admin/orders/${orderId}/invoice.pdf`;
export const adminDocumentPdfUrl = (id: number) => `/api/admin/invoices/${id}.pdf`;
