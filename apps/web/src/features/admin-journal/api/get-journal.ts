import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

export type JournalFilters = { userId?: number; kind?: string; from?: string; to?: string; page: number };

const journalQuery = (filters: JournalFilters) => ({
  userId: filters.userId,
  kind: filters.kind,
  from: filters.from,
  to: filters.to,
  PageNumber: filters.page > 1 ? filters.page : undefined,
});

/** GET /api/admin/journal: the back office's changes, newest first (the owner only). */
export function getJournal(filters: JournalFilters, signal?: AbortSignal) {
  return api.call('GET /api/admin/journal', { signal, query: journalQuery(filters), quietStatuses: [400, 403] });
}

export const journalQueryOptions = (filters: JournalFilters) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/journal', { query: journalQuery(filters) }),
    queryFn: ({ signal }) => getJournal(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useJournal(filters: JournalFilters) {
  return useQuery(journalQueryOptions(filters));
}
