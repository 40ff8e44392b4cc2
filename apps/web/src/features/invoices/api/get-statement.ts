import type { Statement } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICES_QUERY_KEY } from './get-invoices';

/** GET /api/statements?month=: the pro's monthly statement (409 for a particulier). */
export function getStatement(month: string, signal?: AbortSignal) {
  return api.get<Statement>('/api/statements', { signal, query: { month }, quietStatuses: [409] });
}

export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'statement', month],
    queryFn: ({ signal }) => getStatement(month, signal),
  });

export function useStatement(month: string) {
  return useQuery({ ...statementQueryOptions(month), placeholderData: keepPreviousData });
}

/** The statement's PDF: a plain download, the browser keeps the session cookie. */
export const statementPdfUrl = (month: string) => `/api/statements/${month}.pdf`;
