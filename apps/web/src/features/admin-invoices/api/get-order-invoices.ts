import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

export const orderInvoicesKey = (orderId: number) =>
  queryKeyOf('GET /api/admin/orders/{id}/invoices', { params: { id: orderId } });

/** GET /api/admin/orders/{id}/invoices: the order's invoice (or why it waits) and its credit notes. */
export function getOrderInvoices(orderId: number, signal?: AbortSignal) {
  return api.call('GET /api/admin/orders/{id}/invoices', { params: { id: orderId }, signal, quietStatuses: [404] });
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

export const orderInvoicePdfUrl = (orderId: number) =>
  urlOf('GET /api/admin/orders/{id}/invoice.pdf', { params: { id: orderId } });
// The path's `{file}` is written `{id}.pdf` and the table types what the server reads of it (the id).
export const adminDocumentPdfUrl = (id: number) =>
  `${urlOf('GET /api/admin/invoices/{file}', { params: { file: id } })}.pdf`;
/** The accountant's export of a period (CSV): downloaded, not fetched. */
export const invoicesCsvUrl = (from: string, to: string) =>
  urlOf('GET /api/admin/invoices.csv', { query: { from, to } });
