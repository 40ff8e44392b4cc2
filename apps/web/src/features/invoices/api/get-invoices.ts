import { INVOICES_DEFAULT_PAGE_SIZE } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

/** GET /api/invoices: the customer's invoices and credit notes, newest first. */
export function getInvoices(pageNumber: number, pageSize: number, signal?: AbortSignal) {
  return api.call('GET /api/invoices', { signal, query: { PageNumber: pageNumber, PageSize: pageSize } });
}

export const invoicesQueryOptions = (pageNumber: number, pageSize = INVOICES_DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/invoices', { query: { PageNumber: pageNumber, PageSize: pageSize } }),
    queryFn: ({ signal }) => getInvoices(pageNumber, pageSize, signal),
  });

export function useInvoices(pageNumber: number) {
  return useQuery({ ...invoicesQueryOptions(pageNumber), placeholderData: keepPreviousData });
}

/** The document's address: a plain download, the browser keeps the session cookie. The table types `file` as
 * the server reads it (the id), so the extension is added here, as in the back office. */
export const invoicePdfUrl = (id: number) => `${urlOf('GET /api/invoices/{file}', { params: { file: id } })}.pdf`;
