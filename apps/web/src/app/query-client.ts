import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Retrying a 4xx answer cannot change it; a network or server failure is retried once. */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/** On the server a page is rendered once: a failed call is the page's error state, not worth a wait. */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: server ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
}
