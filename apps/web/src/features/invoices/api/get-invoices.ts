import { INVOICES_DEFAULT_PAGE_SIZE, type InvoicesResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const INVOICES_QUERY_KEY = ['invoices'] as const;

/** GET /api/invoices: the customer's invoices and credit notes, newest first. */
export function getInvoices(pageNumber: number, pageSize: number, signal?: AbortSignal) {
  return api.get<InvoicesResponse>('/api/invoices', { signal, query: { PageNumber: pageNumber, PageSize: pageSize } });
}

export const invoicesQueryOptions = (pageNumber: number, pageSize = INVOICES_DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'list', { pageNumber, pageSize }],
    queryFn: ({ signal }) => getInvoices(pageNumber, pageSize, signal),
  });

export function useInvoices(pageNumber: number) {
  return useQuery({ ...invoicesQueryOptions(pageNumber), placeholderData: keepPreviousData });
}

/** The document's address: a plain download, the browser keeps the session cookie. */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}.pdf`;
