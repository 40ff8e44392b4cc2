import type { StatsResponse, StatsTable } from '@boucherie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';

export const STATS_KEY = ['admin', 'stats'] as const;

/** A shop (absent: every shop) and a period (absent: the server's default, the last 30 days). */
export type StatsFilter = { shopId?: number | undefined; from?: string | undefined; to?: string | undefined };

/** GET /api/admin/stats: the owner's figures over a period. */
export function getStats(filter: StatsFilter, signal?: AbortSignal) {
  return api.get<StatsResponse>('/api/admin/stats', { signal, query: filter });
}

export const statsQueryOptions = (filter: StatsFilter) =>
  queryOptions({ queryKey: [...STATS_KEY, filter], queryFn: ({ signal }) => getStats(filter, signal) });

export function useStats(filter: StatsFilter) {
  return useQuery({ ...statsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** One table of the figures for a spreadsheet: downloaded, not fetched. */
export const statsCsvUrl = (table: StatsTable, filter: StatsFilter) =>
  `/api/admin/stats.csv${toQueryString({ table, ...filter })}`;
