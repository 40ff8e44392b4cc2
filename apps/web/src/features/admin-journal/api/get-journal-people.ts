import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeyOf } from '../../../lib/api-client';

/** GET /api/admin/journal/people: everyone who appears in the journal, for its filter. */
export function getJournalPeople(signal?: AbortSignal) {
  return api.call('GET /api/admin/journal/people', { signal, quietStatuses: [403] });
}

export const journalPeopleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('GET /api/admin/journal/people'),
    queryFn: ({ signal }) => getJournalPeople(signal),
  });

export function useJournalPeople() {
  return useQuery(journalPeopleQueryOptions());
}
