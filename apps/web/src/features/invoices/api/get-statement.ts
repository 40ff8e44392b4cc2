import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

/** GET /api/statements?month=: the pro's monthly statement (409 for a particulier). */
export function getStatement(month: string, signal?: AbortSignal) {
  return api.call('GET /api/statements', { signal, query: { month }, quietStatuses: [409] });
}

export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/statements', { query: { month } }),
    queryFn: ({ signal }) => getStatement(month, signal),
  });

export function useStatement(month: string) {
  return useQuery({ ...statementQueryOptions(month), placeholderData: keepPreviousData });
}

/** The statement's PDF: a plain download, the browser keeps the session cookie. */
export const statementPdfUrl = (month: string) =>
  `${urlOf('GET /api/statements/{file}', { params: { file: month } })}.pdf`;
