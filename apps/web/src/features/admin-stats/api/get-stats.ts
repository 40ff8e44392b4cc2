import type { StatsTable } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf, urlOf } from '../../../lib/api-client';

/** A shop (absent: every shop) and a period (absent: the server's default, the last 30 days). */
export type StatsFilter = { shopId?: number | undefined; from?: string | undefined; to?: string | undefined };

/** GET /api/admin/stats: the owner's figures over a period. */
export function getStats(filter: StatsFilter, signal?: AbortSignal) {
  return api.call('GET /api/admin/stats', { signal, query: filter });
}

export const statsQueryOptions = (filter: StatsFilter) =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/stats', { query: filter }),
    queryFn: ({ signal }) => getStats(filter, signal),
  });

export function useStats(filter: StatsFilter) {
  return useQuery({ ...statsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** One table of the figures for a spreadsheet: downloaded, not fetched. */
export const statsCsvUrl = (table: StatsTable, filter: StatsFilter) =>
  urlOf('GET /api/admin/stats.csv', { query: { table, ...filter } });
