import type { JournalResponse } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type JournalFilters = { userId?: number; kind?: string; from?: string; to?: string; page: number };

/** GET /api/admin/journal: the back office's changes, newest first (the owner only). */
export function getJournal(filters: JournalFilters, signal?: AbortSignal) {
  return api.get<JournalResponse>('/api/admin/journal', {
    signal,
    query: {
      userId: filters.userId,
      kind: filters.kind,
      from: filters.from,
      to: filters.to,
      PageNumber: filters.page > 1 ? filters.page : undefined,
    },
    quietStatuses: [400, 403],
  });
}

export const journalQueryOptions = (filters: JournalFilters) =>
  queryOptions({
    queryKey: ['admin', 'journal', filters],
    queryFn: ({ signal }) => getJournal(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useJournal(filters: JournalFilters) {
  return useQuery(journalQueryOptions(filters));
}
